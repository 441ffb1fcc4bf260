import { Shuffle } from 'lucide-react';
import { type KeyboardEvent, useCallback, useEffect, useRef } from 'react';
import { formatClock, formatPoints } from '../../../../shared/format.ts';
import { randomSeed } from '../../../../shared/games/engine.ts';
import type { MemoryEvent } from '../../../../shared/games/memory-match/engine.ts';
import { type MemoryCardView, memoryMatchEngine } from '../../../../shared/games/memory-match/game-engine.ts';
import { MEMORY_PAIRS, MEMORY_SCORING } from '../../../../shared/games/memory-match/scoring.ts';
import { gameBySlug } from '../../../../shared/games/registry.ts';
import { GameHeader } from '../../../components/game/game-header.tsx';
import { useAnnouncer } from '../../../components/game/live-region.tsx';
import { gameChromeMessages, ruleNumbers } from '../../../components/game/messages.ts';
import { PlayAgainButton, ResultPanel } from '../../../components/game/result-panel.tsx';
import { type ScoreSubmitter, submissionStatus } from '../../../components/game/score-submitter.ts';
import { useGame } from '../../../components/game/use-game.ts';
import { useMessages } from '../../../i18n/i18n.ts';
import { MemoryCardButton } from './memory-card.tsx';
import { memoryMessages } from './messages.ts';

const GAME = gameBySlug('memory-match');
const COLUMNS = 4;

const ARROWS: Record<string, number> = {
  ArrowLeft: -1,
  ArrowRight: 1,
  ArrowUp: -COLUMNS,
  ArrowDown: COLUMNS,
};

const dealMemoryGame = () => memoryMatchEngine.deal(randomSeed(), {});

export function MemoryMatchGame({ scores }: { scores: ScoreSubmitter }) {
  const { lang, text } = useMessages(memoryMessages);
  const chrome = useMessages(gameChromeMessages).text;
  const { announce, region } = useAnnouncer();
  // Whether this game's score was sent (false for a guest), set when the game ends.
  const sent = useRef(false);
  const game = useGame(memoryMatchEngine, {
    initial: dealMemoryGame,
    onFinish: (result) => {
      sent.current = scores.submitScore({
        gameId: GAME.id,
        timeSeconds: result.timeSeconds,
        score: result.score,
      });
      const values = {
        clock: formatClock(result.timeSeconds),
        moves: result.moves,
        score: formatPoints(result.score),
      };
      announce(text(result.moves === 1 ? 'resultOneMove' : 'result', values));
    },
  });
  const cardRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const { load, play } = game;

  const symbolName = (symbol: MemoryCardView['symbol']) => (symbol ? text(`symbol.${symbol}`) : '');

  const announceEvent = (event: MemoryEvent, pairsFound: number) => {
    if (event.type === 'turned') {
      announce(text('turned', { number: event.card.id + 1, symbol: symbolName(event.card.symbol) }));
    } else if (event.type === 'pair') {
      const [first, second] = event.cards;
      const turned = text('turned', { number: second.id + 1, symbol: symbolName(second.symbol) });
      const outcome =
        event.outcome === 'match'
          ? text('match', { symbol: symbolName(second.symbol), found: pairsFound + 1, total: MEMORY_PAIRS })
          : text('mismatch', { first: symbolName(first.symbol), second: symbolName(second.symbol) });
      announce(`${turned} ${outcome}`);
    }
  };

  // A turned pair resolves on its own after its delay (0.5 s for a match, 1 s for a mismatch).
  const resolveAt = game.view?.resolveAt ?? null;
  useEffect(() => {
    if (resolveAt === null) return;
    const id = window.setTimeout(
      () => play({ type: 'resolve' }, { at: Math.max(Date.now(), resolveAt) }),
      Math.max(0, resolveAt - Date.now()),
    );
    return () => window.clearTimeout(id);
  }, [resolveAt, play]);

  const onTurn = (card: number) => {
    const step = play({ type: 'turn', card });
    if (step) announceEvent(step.reveal, step.state.game.pairsFound);
  };

  const onCardKeyDown = useCallback((event: KeyboardEvent<HTMLButtonElement>, id: number) => {
    const step = ARROWS[event.key];
    if (step === undefined) return;
    const target = id + step;
    const sameRow = Math.floor(target / COLUMNS) === Math.floor(id / COLUMNS);
    if (target < 0 || target >= cardRefs.current.length || (Math.abs(step) === 1 && !sameRow)) return;
    event.preventDefault();
    cardRefs.current[target]?.focus();
  }, []);

  const playAgain = () => {
    load(dealMemoryGame());
    announce(text('dealt'));
    cardRefs.current[0]?.focus();
  };

  const { view, result } = game;
  if (!view) return null;
  const cardLabel = (card: MemoryCardView) => {
    const number = card.id + 1;
    if (card.isMatched) return text('cardMatched', { number, symbol: symbolName(card.symbol) });
    if (card.isFlipped) return text('cardFaceUp', { number, symbol: symbolName(card.symbol) });
    return text('cardHidden', { number });
  };

  return (
    <>
      <GameHeader
        title={GAME.name}
        seconds={game.seconds}
        score={game.score ?? 0}
        counter={{ label: chrome('moves'), value: view.moves }}
      />
      <div className="mx-auto max-w-3xl px-4 pt-4 pb-10">
        <p className="text-slate-700 dark:text-slate-300">{text('intro')}</p>
        {result && (
          <div className="mt-5">
            <ResultPanel
              title={text('resultTitle')}
              figures={[
                { label: chrome('time'), value: formatClock(result.timeSeconds) },
                { label: chrome('moves'), value: String(result.moves) },
                { label: text('finalScore'), value: formatPoints(result.score) },
              ]}
              notes={[
                sent.current ? chrome(submissionStatus(scores)) : chrome('notSubmitted'),
                !sent.current && chrome('signInToSave'),
              ]}
              actions={<PlayAgainButton label={chrome('playAgain')} onClick={playAgain} />}
            />
          </div>
        )}
        <div className="mx-auto mt-5 max-w-md">
          <div className="mb-3 flex items-center justify-between gap-3">
            <p className="text-sm font-medium text-slate-700 dark:text-slate-300">
              {text('pairsFound', { found: view.pairsFound, total: MEMORY_PAIRS })}
            </p>
            <button type="button" onClick={playAgain} className="button-secondary py-1.5">
              <Shuffle aria-hidden="true" className="size-4" />
              {chrome('newGame')}
            </button>
          </div>
          <ul aria-label={text('board')} className="grid grid-cols-4 gap-2 sm:gap-3">
            {view.cards.map((card) => (
              <li key={card.id}>
                <MemoryCardButton
                  ref={(element) => {
                    cardRefs.current[card.id] = element;
                  }}
                  card={card}
                  label={cardLabel(card)}
                  onTurn={onTurn}
                  onKeyDown={onCardKeyDown}
                />
              </li>
            ))}
          </ul>
          <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">{text('keys')}</p>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
            {text('scoring', ruleNumbers(lang, MEMORY_SCORING))}
          </p>
          {scores.playerId === null && !result && (
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{chrome('signInToSave')}</p>
          )}
        </div>
      </div>
      {region}
    </>
  );
}
