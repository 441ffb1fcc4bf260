import { Shuffle } from 'lucide-react';
import { type KeyboardEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { formatClock, formatPoints } from '../../../../shared/format.ts';
import { randomSeed } from '../../../../shared/games/engine.ts';
import {
  BLANK,
  blankIndex,
  CELLS,
  canMove,
  columnOf,
  DIFFICULTIES,
  type Difficulty,
  type Direction,
  rowOf,
} from '../../../../shared/games/number-puzzle/board.ts';
import {
  type NumberPuzzleView,
  numberPuzzleEngine,
} from '../../../../shared/games/number-puzzle/game-engine.ts';
import { NUMBER_PUZZLE_SCORING, SHUFFLE_MOVES } from '../../../../shared/games/number-puzzle/scoring.ts';
import { gameBySlug } from '../../../../shared/games/registry.ts';
import { GameHeader } from '../../../components/game/game-header.tsx';
import { useAnnouncer } from '../../../components/game/live-region.tsx';
import { gameChromeMessages, ruleNumbers } from '../../../components/game/messages.ts';
import { PlayAgainButton, ResultPanel } from '../../../components/game/result-panel.tsx';
import { type ScoreSubmitter, submissionStatus } from '../../../components/game/score-submitter.ts';
import { useGame } from '../../../components/game/use-game.ts';
import { useMessages } from '../../../i18n/i18n.ts';
import { numberPuzzleMessages } from './messages.ts';

const GAME = gameBySlug('number-puzzle');
const ARROWS: Record<string, Direction> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};

interface Move {
  tile: number;
  from: number;
  to: number;
}

/** The gap between tiles (Tailwind's gap-2), for the slide animation's distance. */
const TILE_GAP_PX = 8;
const SLIDE_MS = 120;

type Text = ReturnType<typeof useMessages<keyof (typeof numberPuzzleMessages)['en']>>['text'];

function directionOf(from: number, to: number): Direction {
  if (to === from - 4) return 'up';
  if (to === from + 4) return 'down';
  return to === from - 1 ? 'left' : 'right';
}

export function NumberPuzzleGame({ scores }: { scores: ScoreSubmitter }) {
  const { lang, text } = useMessages(numberPuzzleMessages);
  const chrome = useMessages(gameChromeMessages).text;
  const { announce, region } = useAnnouncer();
  const sent = useRef(false);
  const game = useGame(numberPuzzleEngine, {
    onFinish: (result) => {
      sent.current = scores.submitScore(
        { gameId: GAME.id, timeSeconds: result.timeSeconds, score: result.score },
        { reportUnreadableUser: true },
      );
      const values = {
        clock: formatClock(result.timeSeconds),
        moves: result.moves,
        score: formatPoints(result.score),
      };
      announce(text(result.moves === 1 ? 'resultOneMove' : 'result', values));
    },
  });
  const [lastMove, setLastMove] = useState<Move | null>(null);
  const keepFocus = useRef<HTMLElement | null>(null);
  const { load, play } = game;

  const startPuzzle = (difficulty: Difficulty, say: boolean) => {
    const fresh = numberPuzzleEngine.deal(randomSeed(), { difficulty });
    load(fresh);
    setLastMove(null);
    const blank = blankIndex(fresh.game.board);
    if (say) {
      const named = text(`difficulty.${difficulty}`).toLowerCase();
      announce(text('newGame', { difficulty: named, row: rowOf(blank) + 1, column: columnOf(blank) + 1 }));
    }
  };
  const startRef = useRef(startPuzzle);
  startRef.current = startPuzzle;

  // Shuffled after hydration: the prerendered page cannot know the random board.
  useEffect(() => {
    startRef.current('easy', false);
  }, []);

  // Moving tiles reorders the buttons on the page; keep focus on the element that had it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after every change of the board
  useLayoutEffect(() => {
    const element = keepFocus.current;
    keepFocus.current = null;
    if (element?.isConnected && document.activeElement !== element) element.focus();
  }, [game.view?.board]);

  const apply = (step: ReturnType<typeof play>) => {
    if (step?.reveal.type !== 'moved') return;
    const { tile, from, to, solved } = step.reveal;
    keepFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setLastMove({ tile, from, to });
    if (!solved) {
      const direction = text(`direction.${directionOf(from, to)}`);
      announce(text('moved', { tile, direction, row: rowOf(from) + 1, column: columnOf(from) + 1 }));
    }
  };

  const onTile = (index: number) => apply(play({ type: 'tile', index }));

  const onBoardKeyDown = (event: KeyboardEvent<HTMLFieldSetElement>) => {
    const direction = ARROWS[event.key];
    if (!direction || !game.current() || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    const step = play({ type: 'slide', direction });
    if (step?.reveal.type === 'ignored' && step.reveal.reason === 'not-movable')
      announce(text('cannotSlide', { direction: text(`direction.${direction}`) }));
    apply(step);
  };

  const { view, result } = game;
  const difficulty = view?.difficulty ?? 'easy';

  return (
    <>
      <GameHeader
        title={GAME.name}
        seconds={game.seconds}
        score={game.score ?? NUMBER_PUZZLE_SCORING.base}
        counter={{ label: chrome('moves'), value: view?.moves ?? 0 }}
      />
      <div className="mx-auto max-w-3xl px-4 pt-4 pb-10">
        <p className="text-slate-700 dark:text-slate-300">{text('intro')}</p>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <fieldset className="flex items-center gap-3">
            <legend className="float-left text-sm font-medium text-slate-700 dark:text-slate-300">
              {text('difficulty')}
            </legend>
            <div className="inline-flex rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
              {DIFFICULTIES.map((level) => (
                <button
                  key={level}
                  type="button"
                  aria-pressed={view?.difficulty === level}
                  onClick={() => startPuzzle(level, true)}
                  className="rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 hover:text-slate-900 aria-pressed:bg-white aria-pressed:text-slate-900 aria-pressed:shadow-sm dark:text-slate-300 dark:hover:text-white dark:aria-pressed:bg-slate-950 dark:aria-pressed:text-white"
                >
                  {text(`difficulty.${level}`)}
                </button>
              ))}
            </div>
          </fieldset>
          <button type="button" onClick={() => startPuzzle(difficulty, true)} className="button-secondary">
            <Shuffle aria-hidden="true" className="size-4" />
            {text('newPuzzle')}
          </button>
        </div>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          {text('difficultyHelp', ruleNumbers(lang, SHUFFLE_MOVES))}
        </p>

        {result && (
          <div className="mt-5">
            <ResultPanel
              title={text('solvedTitle')}
              figures={[
                { label: chrome('time'), value: formatClock(result.timeSeconds) },
                { label: chrome('moves'), value: String(result.moves) },
                { label: chrome('score'), value: formatPoints(result.score) },
              ]}
              notes={[
                sent.current ? chrome(submissionStatus(scores)) : chrome('notSubmitted'),
                !sent.current && chrome('signInToSave'),
              ]}
              actions={
                <PlayAgainButton label={chrome('playAgain')} onClick={() => startPuzzle(difficulty, true)} />
              }
            />
          </div>
        )}

        <div className="mx-auto mt-5 w-full max-w-sm">
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
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{text('legend')}</p>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{text('keys')}</p>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
            {text('scoring', ruleNumbers(lang, NUMBER_PUZZLE_SCORING))}
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

function Board({
  view,
  lastMove,
  text,
  onTile,
  onKeyDown,
}: {
  view: NumberPuzzleView;
  lastMove: Move | null;
  text: Text;
  onTile: (index: number) => void;
  onKeyDown: (event: KeyboardEvent<HTMLFieldSetElement>) => void;
}) {
  const blank = blankIndex(view.board);
  const solved = view.solved;
  const tiles = useRef(new Map<number, HTMLButtonElement>());

  // The moved tile glides from its old square to its new one (skipped when motion is reduced).
  useLayoutEffect(() => {
    if (!lastMove || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const element = tiles.current.get(lastMove.tile);
    if (!element?.animate) return;
    const dx = columnOf(lastMove.from) - columnOf(lastMove.to);
    const dy = rowOf(lastMove.from) - rowOf(lastMove.to);
    element.animate(
      [
        {
          transform: `translate(calc(${dx * 100}% + ${dx * TILE_GAP_PX}px), calc(${dy * 100}% + ${dy * TILE_GAP_PX}px))`,
        },
        { transform: 'none' },
      ],
      { duration: SLIDE_MS, easing: 'ease-out' },
    );
  }, [lastMove]);

  return (
    // The arrow keys pressed on any tile reach the board.
    <fieldset
      aria-label={text('board', { row: rowOf(blank) + 1, column: columnOf(blank) + 1 })}
      onKeyDown={onKeyDown}
      className="grid aspect-square grid-cols-4 gap-2 rounded-xl bg-slate-200 p-2 dark:bg-slate-800"
    >
      {view.board.map((value, index) => {
        if (value === BLANK) {
          return (
            <div key="blank" className="rounded-lg">
              <span className="sr-only">{text('blank')}</span>
            </div>
          );
        }
        const movable = !solved && canMove(view.board, index);
        const inPlace = value === index + 1;
        return (
          <button
            key={value}
            ref={(element) => {
              if (element) tiles.current.set(value, element);
              else tiles.current.delete(value);
            }}
            type="button"
            aria-label={text(movable ? 'tileMovable' : 'tile', { number: value })}
            aria-disabled={!movable || undefined}
            onClick={() => onTile(index)}
            className={`flex items-center justify-center rounded-lg border-2 text-2xl font-bold shadow-sm tabular-nums transition-colors sm:text-3xl ${
              movable
                ? 'cursor-pointer border-indigo-700 bg-white text-indigo-900 hover:bg-indigo-50 dark:border-indigo-300 dark:bg-slate-900 dark:text-indigo-100 dark:hover:bg-slate-800'
                : inPlace
                  ? 'cursor-default border-emerald-600 bg-emerald-50 text-emerald-900 dark:border-emerald-500 dark:bg-emerald-950 dark:text-emerald-100'
                  : 'cursor-default border-slate-300 bg-white text-slate-800 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100'
            }`}
          >
            {value}
          </button>
        );
      })}
    </fieldset>
  );
}
