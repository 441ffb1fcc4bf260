import { Shuffle } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useCallback, useRef } from 'react';
import { formatClock, formatNumber, formatPoints } from '../../../../shared/format.ts';
import { memoryMatchIdentity } from '../../../../shared/games/memory-match/identity.ts';
import { MEMORY_PAIRS, MEMORY_SCORING } from '../../../../shared/games/memory-match/scoring.ts';
import { GameHeader } from '../../../components/game/game-header.tsx';
import { useAnnouncer } from '../../../components/game/live-region.tsx';
import { gameChromeMessages, ruleNumbers } from '../../../components/game/messages.ts';
import { PlayTroubleNotices } from '../../../components/game/play-notices.tsx';
import { resultNotes } from '../../../components/game/result-notes.ts';
import { PlayAgainButton, ResultPanel, SendAgainButton } from '../../../components/game/result-panel.tsx';
import type { ScoreSubmitter } from '../../../components/game/score-submitter.ts';
import { useMessages } from '../../../i18n/i18n.ts';
import type { BoardCard as MemoryCardView } from './memory-board.ts';
import { MemoryCardButton } from './memory-card.tsx';
import { memoryMessages } from './messages.ts';
import type { MemoryMatchEvents, MemoryMatchPlay } from './use-memory-match.ts';

const GAME = memoryMatchIdentity;
const COLUMNS = 4;

const ARROWS: Record<string, number> = {
  ArrowLeft: -1,
  ArrowRight: 1,
  ArrowUp: -COLUMNS,
  ArrowDown: COLUMNS,
};

/**
 * The Memory Match screen over a game played ranked (`scores`, the leaderboard's submitter) or in
 * practice (`scores` null): `usePlayed` is the hook that plays it (given `setup`), the same for the
 * screen's life.
 */
export function MemoryMatchScreen<Setup>({
  usePlayed,
  setup,
  scores,
  modeSwitch,
  onPractice,
}: {
  usePlayed: (setup: Setup, events: MemoryMatchEvents) => MemoryMatchPlay;
  /** What `usePlayed` is given: the submitter of a ranked game, practice's untimed choice. */
  setup: Setup;
  scores: ScoreSubmitter | null;
  modeSwitch: ReactNode;
  onPractice?: () => void;
}) {
  const { lang, text } = useMessages(memoryMessages);
  const chrome = useMessages(gameChromeMessages).text;
  const { announce, region } = useAnnouncer();
  const symbolName = (symbol: MemoryCardView['symbol']) => (symbol ? text(`symbol.${symbol}`) : '');

  const game = usePlayed(setup, {
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
      if (result.timeSeconds === null || result.score === null) {
        announce(text('resultUntimed', { moves: result.moves }));
        return;
      }
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
  // Untimed practice hides the clock: its texts then say nothing of a timer or of a score per second.
  const timed = game.seconds !== null;
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
        badge={scores ? undefined : chrome('practiceBadge')}
        seconds={game.seconds}
        score={game.score}
        counter={{ label: chrome('moves'), value: formatNumber(board.moves, lang) }}
      />
      <div className="mx-auto max-w-3xl px-4 pt-3 pb-10">
        <p className="text-sm text-slate-700 sm:text-base dark:text-slate-300">
          {text('intro')}
          {timed && ` ${text('timerStarts')}`}
        </p>
        <div className="mt-3">{modeSwitch}</div>
        {result && (
          <div className="mt-5">
            <ResultPanel
              title={text('resultTitle')}
              badge={scores ? undefined : chrome('practiceBadge')}
              figures={[
                ...(result.timeSeconds === null
                  ? []
                  : [{ label: chrome('time'), value: formatClock(result.timeSeconds) }]),
                { label: chrome('moves'), value: formatNumber(result.moves, lang) },
                ...(result.score === null
                  ? []
                  : [{ label: text('finalScore'), value: formatPoints(result.score, lang) }]),
              ]}
              notes={
                result.server && scores
                  ? [
                      text('scoresExplained'),
                      ...resultNotes({
                        result: result.server,
                        offline: result.offline,
                        sent: game.sent,
                        submitter: scores,
                        lang,
                      }),
                    ]
                  : [chrome('practiceNote')]
              }
              actions={
                <>
                  <PlayAgainButton label={chrome('playAgain')} onClick={playAgain} />
                  {scores?.canSendAgain && game.sent && (
                    <SendAgainButton label={chrome('sendAgain')} onClick={scores.sendAgain} />
                  )}
                </>
              }
            />
          </div>
        )}
        <div className="mx-auto mt-4 max-w-md">
          <PlayTroubleNotices
            play={game}
            lang={lang}
            text={text}
            newGame={chrome('newGame')}
            onAction={() => void game.newGame()}
            onPractice={onPractice}
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
            {timed ? text('scoring', ruleNumbers(lang, MEMORY_SCORING)) : chrome('untimedPlay')}
          </p>
          {scores?.playerId === null && !result && (
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{chrome('signInToSave')}</p>
          )}
        </div>
      </div>
      {region}
    </>
  );
}
