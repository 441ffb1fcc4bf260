import { Shuffle } from 'lucide-react';
import { type KeyboardEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { formatClock, formatPoints } from '../../../../shared/format.ts';
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
  newPuzzle,
  type PuzzleGame,
  type PuzzleStep,
  playTile,
  slideTile,
} from '../../../../shared/games/number-puzzle/game.ts';
import { numberPuzzleScore } from '../../../../shared/games/number-puzzle/scoring.ts';
import { GameHeader } from '../../../components/game/game-header.tsx';
import { useAnnouncer } from '../../../components/game/live-region.tsx';
import { type FinishedGame, ResultPanel } from '../../../components/game/result-panel.tsx';
import { gameChromeText } from '../../../components/game/text.ts';
import { useGameTimer } from '../../../components/game/use-game-timer.ts';
import { useI18n } from '../../../i18n/i18n.ts';
import { useSubmitScore } from '../../leaderboard/use-submit-score.ts';
import { numberPuzzleText } from './text.ts';

const NUMBER_PUZZLE_GAME_ID = 2;
const ARROWS: Record<string, Direction> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};

type Result = FinishedGame;

interface Move {
  tile: number;
  from: number;
  to: number;
}

/** The gap between tiles (Tailwind's gap-2), for the slide animation's distance. */
const TILE_GAP_PX = 8;
const SLIDE_MS = 120;

type Text = ReturnType<typeof numberPuzzleText>;

function directionOf(from: number, to: number): Direction {
  if (to === from - 4) return 'up';
  if (to === from + 4) return 'down';
  return to === from - 1 ? 'left' : 'right';
}

export function NumberPuzzleGame() {
  const { lang } = useI18n();
  const text = numberPuzzleText(lang);
  const chrome = gameChromeText(lang);
  const timer = useGameTimer();
  const { announce, region } = useAnnouncer();
  const submission = useSubmitScore();
  // Shuffled after hydration: the prerendered page cannot know the random board.
  const [game, setGame] = useState<PuzzleGame | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const [lastMove, setLastMove] = useState<Move | null>(null);
  const current = useRef<PuzzleGame | null>(null);
  const submitted = useRef(false);
  const keepFocus = useRef<HTMLElement | null>(null);

  const startPuzzle = (difficulty: Difficulty, say: boolean) => {
    const fresh = newPuzzle(difficulty, Math.random);
    current.current = fresh;
    submitted.current = false;
    setGame(fresh);
    setLastMove(null);
    setResult(null);
    timer.reset();
    const blank = blankIndex(fresh.board);
    if (say) announce(text.newGame(text.difficulties[difficulty], rowOf(blank) + 1, columnOf(blank) + 1));
  };
  const startRef = useRef(startPuzzle);
  startRef.current = startPuzzle;

  useEffect(() => {
    startRef.current('easy', false);
  }, []);

  // Moving tiles reorders the buttons on the page; keep focus on the element that had it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after every change of the board
  useLayoutEffect(() => {
    const element = keepFocus.current;
    keepFocus.current = null;
    if (element?.isConnected && document.activeElement !== element) element.focus();
  }, [game?.board]);

  const finish = (moves: number) => {
    // A puzzle one move from solved can be done within the first second; the shortest time is 1 s.
    const seconds = Math.max(1, timer.stop());
    const score = numberPuzzleScore(seconds, moves);
    let sent = false;
    if (!submitted.current) {
      submitted.current = true;
      sent = submission.submitScore(
        { gameId: NUMBER_PUZZLE_GAME_ID, timeSeconds: seconds, score },
        { reportUnreadableUser: true },
      );
    }
    setResult({ seconds, moves, score, sent });
    announce(text.result(formatClock(seconds), moves, formatPoints(score)));
  };

  const apply = (step: PuzzleStep) => {
    const { event } = step;
    if (event.type !== 'moved') return;
    keepFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    current.current = step.game;
    setGame(step.game);
    setLastMove({ tile: event.tile, from: event.from, to: event.to });
    if (event.startedGame) timer.start();
    if (event.solved) finish(step.game.moves);
    else {
      announce(
        text.moved(
          event.tile,
          directionOf(event.from, event.to),
          rowOf(event.from) + 1,
          columnOf(event.from) + 1,
        ),
      );
    }
  };

  const onTile = (index: number) => {
    if (current.current) apply(playTile(current.current, index));
  };

  const onBoardKeyDown = (event: KeyboardEvent<HTMLFieldSetElement>) => {
    const direction = ARROWS[event.key];
    const puzzle = current.current;
    if (!direction || !puzzle || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    const step = slideTile(puzzle, direction);
    if (step.event.type === 'ignored' && step.event.reason === 'not-movable')
      announce(text.cannotSlide(direction));
    apply(step);
  };

  const score = result ? result.score : numberPuzzleScore(timer.seconds, game?.moves ?? 0);

  return (
    <>
      <GameHeader
        title={text.title}
        seconds={result ? result.seconds : timer.seconds}
        score={score}
        counter={{ label: chrome.moves, value: game?.moves ?? 0 }}
      />
      <div className="mx-auto max-w-3xl px-4 pt-4 pb-10">
        <p className="text-slate-700 dark:text-slate-300">{text.intro}</p>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <fieldset className="flex items-center gap-3">
            <legend className="float-left text-sm font-medium text-slate-700 dark:text-slate-300">
              {text.difficulty}
            </legend>
            <div className="inline-flex rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
              {DIFFICULTIES.map((difficulty) => (
                <button
                  key={difficulty}
                  type="button"
                  aria-pressed={game?.difficulty === difficulty}
                  onClick={() => startPuzzle(difficulty, true)}
                  className="rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 hover:text-slate-900 aria-pressed:bg-white aria-pressed:text-slate-900 aria-pressed:shadow-sm dark:text-slate-300 dark:hover:text-white dark:aria-pressed:bg-slate-950 dark:aria-pressed:text-white"
                >
                  {text.difficulties[difficulty]}
                </button>
              ))}
            </div>
          </fieldset>
          <button
            type="button"
            onClick={() => startPuzzle(current.current?.difficulty ?? 'easy', true)}
            className="button-secondary"
          >
            <Shuffle aria-hidden="true" className="size-4" />
            {text.newPuzzle}
          </button>
        </div>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{text.difficultyHelp}</p>

        {result && (
          <ResultPanel
            id="number-puzzle-result-title"
            title={text.solvedTitle}
            scoreLabel={text.finalScore}
            failedText={text.submitFailed}
            result={result}
            onPlayAgain={() => startPuzzle(current.current?.difficulty ?? 'easy', true)}
            submission={submission}
            chrome={chrome}
          />
        )}

        <div className="mx-auto mt-5 w-full max-w-sm">
          {game ? (
            <Board game={game} lastMove={lastMove} text={text} onTile={onTile} onKeyDown={onBoardKeyDown} />
          ) : (
            <div className="grid aspect-square grid-cols-4 gap-2 rounded-xl bg-slate-200 p-2 dark:bg-slate-800">
              <span className="sr-only">{text.shuffling}</span>
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
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{text.legend}</p>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{text.keys}</p>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{text.scoring}</p>
          {!submission.canSubmit && !result && (
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{chrome.signInToSave}</p>
          )}
        </div>
      </div>
      {region}
    </>
  );
}

function Board({
  game,
  lastMove,
  text,
  onTile,
  onKeyDown,
}: {
  game: PuzzleGame;
  lastMove: Move | null;
  text: Text;
  onTile: (index: number) => void;
  onKeyDown: (event: KeyboardEvent<HTMLFieldSetElement>) => void;
}) {
  const blank = blankIndex(game.board);
  const solved = game.status === 'solved';
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
      aria-label={text.board(rowOf(blank) + 1, columnOf(blank) + 1)}
      onKeyDown={onKeyDown}
      className="grid aspect-square grid-cols-4 gap-2 rounded-xl bg-slate-200 p-2 dark:bg-slate-800"
    >
      {game.board.map((value, index) => {
        if (value === BLANK) {
          return (
            <div key="blank" className="rounded-lg">
              <span className="sr-only">{text.blank}</span>
            </div>
          );
        }
        const movable = !solved && canMove(game.board, index);
        const inPlace = value === index + 1;
        return (
          <button
            key={value}
            ref={(element) => {
              if (element) tiles.current.set(value, element);
              else tiles.current.delete(value);
            }}
            type="button"
            aria-label={text.tile(value, movable)}
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
