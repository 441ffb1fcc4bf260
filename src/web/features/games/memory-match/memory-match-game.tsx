import { Shuffle } from 'lucide-react';
import { type KeyboardEvent, useCallback, useRef } from 'react';
import { formatClock, formatNumber, formatPoints } from '../../../../shared/format.ts';
import { memoryMatchIdentity } from '../../../../shared/games/memory-match/identity.ts';
import { MEMORY_PAIRS, MEMORY_SCORING } from '../../../../shared/games/memory-match/scoring.ts';
import { GameHeader } from '../../../components/game/game-header.tsx';
import { useAnnouncer } from '../../../components/game/live-region.tsx';
import { gameChromeMessages, ruleNumbers } from '../../../components/game/messages.ts';
import { PlayTroubleNotices } from '../../../components/game/play-notices.tsx';
import { resultNotes } from '../../../components/game/result-notes.ts';
import { PlayAgainButton, ResultPanel } from '../../../components/game/result-panel.tsx';
import type { ScoreSubmitter } from '../../../components/game/score-submitter.ts';
import { useMessages } from '../../../i18n/i18n.ts';
import type { BoardCard as MemoryCardView } from './memory-board.ts';
import { MemoryCardButton } from './memory-card.tsx';
import { memoryMessages } from './messages.ts';
import { useMemoryMatch } from './use-memory-match.ts';

const GAME = memoryMatchIdentity;
const COLUMNS = 4;

const ARROWS: Record<string, number> = {
  ArrowLeft: -1,
  ArrowRight: 1,
  ArrowUp: -COLUMNS,
  ArrowDown: COLUMNS,
};

export function MemoryMatchGame({ scores }: { scores: ScoreSubmitter }) {
  const { lang, text } = useMessages(memoryMessages);
  const chrome = useMessages(gameChromeMessages).text;
  const { announce, region } = useAnnouncer();
  const symbolName = (symbol: MemoryCardView['symbol']) => (symbol ? text(`symbol.${symbol}`) : '');

  const game = useMemoryMatch(scores, {
    onReveal: (reveal, pairsFound) => {
      if (reveal.type === 'turned') {
        announce(text('turned', { number: reveal.card.id + 1, symbol: symbolName(reveal.card.symbol) }));
        return;
      }
      const [first, second] = reveal.cards;
      const turned = text('turned', { number: second.id + 1, symbol: symbolName(second.symbol) });
      const outcome =
        reveal.outcome === 'match'
          ? text('match', { symbol: symbolName(second.symbol), found: pairsFound + 1, total: MEMORY_PAIRS })
          : text('mismatch', { first: symbolName(first.symbol), second: symbolName(second.symbol) });
      announce(`${turned} ${outcome}`);
    },
    onFinish: (result) => {
      const values = {
        clock: formatClock(result.timeSeconds),
        moves: result.moves,
        score: formatPoints(result.score, lang),
      };
      announce(text('result', values));
    },
    onLocked: () => announce(text('waitForPair')),
  });
  const cardRefs = useRef<(HTMLButtonElement | null)[]>([]);

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
    void game.newGame().then((dealt) => dealt && announce(text('dealt')));
    cardRefs.current[0]?.focus();
  };

  const { board, result } = game;
  const cardLabel = (card: MemoryCardView) => {
    const number = card.id + 1;
    if (card.isMatched) return text('cardMatched', { number, symbol: symbolName(card.symbol) });
    if (game.isTurning(card.id)) return text('cardTurning', { number });
    if (card.isFlipped) return text('cardFaceUp', { number, symbol: symbolName(card.symbol) });
    return text('cardHidden', { number });
  };

  return (
    <>
      <GameHeader
        title={GAME.name}
        seconds={game.seconds}
        score={game.score}
        counter={{ label: chrome('moves'), value: formatNumber(board.moves, lang) }}
      />
      <div className="mx-auto max-w-3xl px-4 pt-4 pb-10">
        <p className="text-slate-700 dark:text-slate-300">{text('intro')}</p>
        {result && (
          <div className="mt-5">
            <ResultPanel
              title={text('resultTitle')}
              figures={[
                { label: chrome('time'), value: formatClock(result.timeSeconds) },
                { label: chrome('moves'), value: formatNumber(result.moves, lang) },
                { label: text('finalScore'), value: formatPoints(result.score, lang) },
              ]}
              notes={[
                text('scoresExplained'),
                ...resultNotes({
                  result: result.server,
                  offline: result.offline,
                  sent: game.sent,
                  submitter: scores,
                  lang,
                }),
              ]}
              actions={<PlayAgainButton label={chrome('playAgain')} onClick={playAgain} />}
            />
          </div>
        )}
        <div className="mx-auto mt-5 max-w-md">
          <PlayTroubleNotices
            play={game}
            lang={lang}
            text={text}
            newGame={chrome('newGame')}
            onAction={() => void game.newGame()}
          />
          <div className="mb-3 flex items-center justify-between gap-3">
            <p className="text-sm font-medium text-slate-700 dark:text-slate-300">
              {text('pairsFound', { found: board.pairsFound, total: MEMORY_PAIRS })}
            </p>
            <button type="button" onClick={playAgain} className="button-secondary py-1.5">
              <Shuffle aria-hidden="true" className="size-4" />
              {chrome('newGame')}
            </button>
          </div>
          <ul aria-label={text('board')} className="grid grid-cols-4 gap-2 sm:gap-3">
            {board.cards.map((card) => (
              <li key={card.id}>
                <MemoryCardButton
                  ref={(element) => {
                    cardRefs.current[card.id] = element;
                  }}
                  card={card}
                  label={cardLabel(card)}
                  locked={game.paused && !card.isFlipped && !card.isMatched}
                  onTurn={game.turn}
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
