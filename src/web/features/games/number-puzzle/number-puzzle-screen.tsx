import { Shuffle } from 'lucide-react';
import {
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { formatClock, formatNumber, formatPoints } from '../../../../shared/format.ts';
import {
  blankIndex,
  CELLS,
  columnOf,
  DIFFICULTIES,
  type Difficulty,
  type Direction,
  rowOf,
} from '../../../../shared/games/number-puzzle/board.ts';
import { numberPuzzleIdentity } from '../../../../shared/games/number-puzzle/identity.ts';
import { NUMBER_PUZZLE_SCORING, SHUFFLE_MOVES } from '../../../../shared/games/number-puzzle/scoring.ts';
import { GameHeader } from '../../../components/game/game-header.tsx';
import { useAnnouncer } from '../../../components/game/live-region.tsx';
import { gameChromeMessages, ruleNumbers } from '../../../components/game/messages.ts';
import { practiceAtThisAddress } from '../../../components/game/play-mode.ts';
import { PlayTroubleNotices } from '../../../components/game/play-notices.tsx';
import { resultNotes } from '../../../components/game/result-notes.ts';
import { PlayAgainButton, ResultPanel, SendAgainButton } from '../../../components/game/result-panel.tsx';
import type { ScoreSubmitter } from '../../../components/game/score-submitter.ts';
import { useMessages } from '../../../i18n/i18n.ts';
import { numberPuzzleMessages } from './messages.ts';
import { Board, type SlideMove } from './puzzle-board.tsx';
import type { NumberPuzzlePlay, PuzzleResult } from './use-number-puzzle.ts';

const GAME = numberPuzzleIdentity;
const ARROWS: Record<string, Direction> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};

function directionOf(from: number, to: number): Direction {
  if (to === from - 4) return 'up';
  if (to === from + 4) return 'down';
  return to === from - 1 ? 'left' : 'right';
}

/**
 * The Number Puzzle screen over a puzzle played ranked (`scores`, the leaderboard's submitter) or in
 * practice (`scores` null): `usePlayed` is the hook that plays it (given `setup`), the same for the
 * screen's life.
 */
export function NumberPuzzleScreen<Setup>({
  usePlayed,
  setup,
  scores,
  modeSwitch,
  onPractice,
}: {
  usePlayed: (setup: Setup, onFinish: (result: PuzzleResult) => void) => NumberPuzzlePlay;
  /** What `usePlayed` is given: the submitter of a ranked game, practice's untimed choice. */
  setup: Setup;
  scores: ScoreSubmitter | null;
  modeSwitch: ReactNode;
  onPractice?: () => void;
}) {
  const { lang, text } = useMessages(numberPuzzleMessages);
  const chrome = useMessages(gameChromeMessages).text;
  const { announce, region } = useAnnouncer();
  const difficultyHelpId = useId();
  const game = usePlayed(setup, (result) => {
    if (result.timeSeconds === null || result.score === null) {
      announce(text('resultUntimed', { moves: result.moves }));
      return;
    }
    announce(
      text('result', {
        clock: formatClock(result.timeSeconds),
        moves: result.moves,
        score: formatPoints(result.score, lang),
      }),
    );
  });
  const [lastMove, setLastMove] = useState<SlideMove | null>(null);
  const keepFocus = useRef<HTMLElement | null>(null);
  const { start } = game;

  const startPuzzle = async (difficulty: Difficulty, say: boolean) => {
    setLastMove(null);
    const fresh = await start(difficulty);
    if (!fresh || !say) return;
    const blank = blankIndex(fresh.game.board);
    const named = text(`difficulty.${difficulty}`).toLowerCase();
    announce(text('newGame', { difficulty: named, row: rowOf(blank) + 1, column: columnOf(blank) + 1 }));
  };

  // Dealt once the page runs in the browser: the prerendered page cannot know the board. A page
  // opened for practice hydrates as the ranked screen first, and asks the server for nothing.
  // A practice puzzle kept from before a reload is already there.
  const ranked = scores !== null;
  const { hasPuzzle } = game;
  // biome-ignore lint/correctness/useExhaustiveDependencies: dealt once, as the screen first shows
  useEffect(() => {
    if (ranked && practiceAtThisAddress()) return;
    if (!hasPuzzle()) void start('easy');
  }, [start, ranked]);

  // Moving tiles reorders the buttons on the page; keep focus on the element that had it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after every change of the board
  useLayoutEffect(() => {
    const element = keepFocus.current;
    keepFocus.current = null;
    if (element?.isConnected && document.activeElement !== element) element.focus();
  }, [game.view?.board]);

  const apply = (step: ReturnType<typeof game.move>) => {
    if (step?.reveal.type !== 'moved') return;
    const { tile, from, to, solved } = step.reveal;
    keepFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setLastMove({ tile, from, to });
    if (!solved) {
      const direction = text(`direction.${directionOf(from, to)}`);
      announce(text('moved', { tile, direction, row: rowOf(from) + 1, column: columnOf(from) + 1 }));
    }
  };

  const onTile = (index: number) => apply(game.move({ type: 'tile', index }));

  const onBoardKeyDown = (event: KeyboardEvent<HTMLFieldSetElement>) => {
    const direction = ARROWS[event.key];
    if (!direction || !game.hasPuzzle() || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    const step = game.move({ type: 'slide', direction });
    if (step?.reveal.type === 'ignored' && step.reveal.reason === 'not-movable')
      announce(text('cannotSlide', { direction: text(`direction.${direction}`) }));
    apply(step);
  };

  const { view, result } = game;
  const difficulty = view?.difficulty ?? 'easy';
  // Untimed practice hides the clock: its texts then say nothing of a timer or of a score per second.
  const timed = game.seconds !== null;

  return (
    <>
      <GameHeader
        title={GAME.name}
        badge={scores ? undefined : chrome('practiceBadge')}
        seconds={game.seconds}
        score={game.score}
        counter={{ label: chrome('moves'), value: formatNumber(view?.moves ?? 0, lang) }}
      />
      <div className="mx-auto max-w-3xl px-4 pt-3 pb-10">
        <p className="text-sm text-slate-700 sm:text-base dark:text-slate-300">
          {text('intro')}
          {timed && ` ${text('timerStarts')}`}
        </p>
        <div className="mt-3">{modeSwitch}</div>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <fieldset className="flex items-center gap-3" aria-describedby={difficultyHelpId}>
            {/* On a phone the legend is heard, not shown: the row then holds New Puzzle too, and the board fits. */}
            <legend className="sr-only text-sm font-medium text-slate-700 sm:not-sr-only sm:float-left dark:text-slate-300">
              {text('difficulty')}
            </legend>
            <div className="inline-flex rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
              {DIFFICULTIES.map((level) => (
                <button
                  key={level}
                  type="button"
                  aria-pressed={view?.difficulty === level}
                  onClick={() => void startPuzzle(level, true)}
                  className="rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 hover:text-slate-900 aria-pressed:bg-white aria-pressed:text-slate-900 aria-pressed:shadow-sm dark:text-slate-300 dark:hover:text-white dark:aria-pressed:bg-slate-950 dark:aria-pressed:text-white"
                >
                  {text(`difficulty.${level}`)}
                </button>
              ))}
            </div>
          </fieldset>
          <button
            type="button"
            onClick={() => void startPuzzle(difficulty, true)}
            className="button-secondary"
          >
            <Shuffle aria-hidden="true" className="size-4" />
            {text('newPuzzle')}
          </button>
        </div>

        {result && (
          <div className="mt-5">
            <ResultPanel
              title={text('solvedTitle')}
              badge={scores ? undefined : chrome('practiceBadge')}
              figures={[
                ...(result.timeSeconds === null
                  ? []
                  : [{ label: chrome('time'), value: formatClock(result.timeSeconds) }]),
                { label: chrome('moves'), value: formatNumber(result.moves, lang) },
                ...(result.score === null
                  ? []
                  : [{ label: chrome('score'), value: formatPoints(result.score, lang) }]),
              ]}
              notes={
                result.server && scores
                  ? resultNotes({
                      result: result.server,
                      offline: result.offline,
                      sent: game.sent,
                      submitter: scores,
                      lang,
                    })
                  : [chrome('practiceNote')]
              }
              actions={
                <>
                  <PlayAgainButton
                    label={chrome('playAgain')}
                    onClick={() => void startPuzzle(difficulty, true)}
                  />
                  {scores?.canSendAgain && game.sent && (
                    <SendAgainButton label={chrome('sendAgain')} onClick={scores.sendAgain} />
                  )}
                </>
              }
            />
          </div>
        )}

        <div className="mx-auto mt-5 w-full max-w-sm">
          <PlayTroubleNotices
            play={game}
            lang={lang}
            text={text}
            newGame={text('newPuzzle')}
            onAction={() => void startPuzzle(difficulty, true)}
            onPractice={onPractice}
          />
          {view ? (
            <Board view={view} lastMove={lastMove} text={text} onTile={onTile} onKeyDown={onBoardKeyDown} />
          ) : (
            <div className="grid aspect-square grid-cols-4 gap-2 rounded-xl bg-slate-200 p-2 dark:bg-slate-800">
              <span className="sr-only">{text('shuffling')}</span>
              {Array.from({ length: CELLS - 1 }, (_, index) => (
                <span
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                  key={index}
                  aria-hidden="true"
                  className="rounded-lg bg-slate-100 dark:bg-slate-700"
                />
              ))}
            </div>
          )}
          {/* Below the board, which a phone shows whole without scrolling (PRODUCT.md, Languages, look). */}
          <p id={difficultyHelpId} className="mt-3 text-sm text-slate-600 dark:text-slate-400">
            {text('difficultyHelp', ruleNumbers(lang, SHUFFLE_MOVES))}
          </p>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{text('legend')}</p>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{text('keys')}</p>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
            {timed ? text('scoring', ruleNumbers(lang, NUMBER_PUZZLE_SCORING)) : chrome('untimedPlay')}
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
