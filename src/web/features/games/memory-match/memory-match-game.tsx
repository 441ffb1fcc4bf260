import { Shuffle } from 'lucide-react';
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { formatClock, formatPoints } from '../../../../shared/format.ts';
import {
  type MemoryCard,
  type MemoryGame,
  type MemoryStep,
  newMemoryGame,
  resolvePair,
  turnCard,
} from '../../../../shared/games/memory-match/engine.ts';
import {
  MEMORY_PAIRS,
  memoryDisplayedScore,
  memorySubmittedScore,
} from '../../../../shared/games/memory-match/scoring.ts';
import { GameHeader } from '../../../components/game/game-header.tsx';
import { useAnnouncer } from '../../../components/game/live-region.tsx';
import { type FinishedGame, ResultPanel } from '../../../components/game/result-panel.tsx';
import { gameChromeText } from '../../../components/game/text.ts';
import { useGameTimer } from '../../../components/game/use-game-timer.ts';
import { useI18n } from '../../../i18n/i18n.ts';
import { useSubmitScore } from '../../leaderboard/use-submit-score.ts';
import { MemoryCardButton } from './memory-card.tsx';
import { memoryText } from './text.ts';

const COLUMNS = 4;
const MEMORY_GAME_ID = 1;

type Result = FinishedGame;

const ARROWS: Record<string, number> = {
  ArrowLeft: -1,
  ArrowRight: 1,
  ArrowUp: -COLUMNS,
  ArrowDown: COLUMNS,
};

export function MemoryMatchGame() {
  const { lang } = useI18n();
  const text = memoryText(lang);
  const chrome = gameChromeText(lang);
  const timer = useGameTimer();
  const { announce, region } = useAnnouncer();
  const submission = useSubmitScore();
  const [game, setGame] = useState<MemoryGame>(() => newMemoryGame(Math.random));
  const [result, setResult] = useState<Result | null>(null);
  // The game as of the last action, for handlers and timeouts that run between renders.
  const current = useRef(game);
  const submitted = useRef(false);
  const cardRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const symbolName = (card: MemoryCard) => text.symbols[card.symbol];

  const finish = (moves: number) => {
    const seconds = timer.stop();
    const score = memorySubmittedScore(seconds, MEMORY_PAIRS);
    let sent = false;
    if (!submitted.current) {
      submitted.current = true;
      sent = submission.submitScore({ gameId: MEMORY_GAME_ID, timeSeconds: seconds, score });
    }
    setResult({ seconds, moves, score, sent });
    announce(text.result(formatClock(seconds), moves, formatPoints(score)));
  };

  const apply = (step: MemoryStep) => {
    current.current = step.game;
    setGame(step.game);
    const { event } = step;
    if (event.type === 'turned') {
      if (event.startedGame) timer.start();
      announce(text.turned(event.card.id + 1, symbolName(event.card)));
    } else if (event.type === 'pair') {
      const [first, second] = event.cards;
      announce(
        event.outcome === 'match'
          ? `${text.turned(second.id + 1, symbolName(second))} ${text.match(symbolName(second), step.game.pairsFound + 1, MEMORY_PAIRS)}`
          : `${text.turned(second.id + 1, symbolName(second))} ${text.mismatch(symbolName(first), symbolName(second))}`,
      );
    } else if (event.type === 'matched' && event.finished) {
      finish(step.game.moves);
    }
  };
  const applyRef = useRef(apply);
  applyRef.current = apply;

  // A turned pair resolves on its own after its delay (0.5 s for a match, 1 s for a mismatch).
  const pending = game.pending;
  useEffect(() => {
    if (!pending) return;
    const id = window.setTimeout(
      () => applyRef.current(resolvePair(current.current, pending.resolveAt)),
      Math.max(0, pending.resolveAt - performance.now()),
    );
    return () => window.clearTimeout(id);
  }, [pending]);

  const onTurn = (id: number) => apply(turnCard(current.current, id, performance.now()));

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
    const fresh = newMemoryGame(Math.random);
    current.current = fresh;
    submitted.current = false;
    setGame(fresh);
    setResult(null);
    timer.reset();
    announce(text.dealt);
    cardRefs.current[0]?.focus();
  };

  const score = result ? result.score : memoryDisplayedScore(timer.seconds, game.moves);

  return (
    <>
      <GameHeader
        title={text.title}
        seconds={result ? result.seconds : timer.seconds}
        score={score}
        counter={{ label: chrome.moves, value: game.moves }}
      />
      <div className="mx-auto max-w-3xl px-4 pt-4 pb-10">
        <p className="text-slate-700 dark:text-slate-300">{text.intro}</p>
        {result && (
          <ResultPanel
            id="memory-result-title"
            title={text.resultTitle}
            scoreLabel={text.finalScore}
            failedText={text.submitFailed}
            result={result}
            onPlayAgain={playAgain}
            submission={submission}
            chrome={chrome}
          />
        )}
        <div className="mx-auto mt-5 max-w-md">
          <div className="mb-3 flex items-center justify-between gap-3">
            <p className="text-sm font-medium text-slate-700 dark:text-slate-300">
              {text.pairsFound(game.pairsFound, MEMORY_PAIRS)}
            </p>
            <button type="button" onClick={playAgain} className="button-secondary py-1.5">
              <Shuffle aria-hidden="true" className="size-4" />
              {chrome.newGame}
            </button>
          </div>
          <ul aria-label={text.board} className="grid grid-cols-4 gap-2 sm:gap-3">
            {game.cards.map((card) => (
              <li key={card.id}>
                <MemoryCardButton
                  ref={(element) => {
                    cardRefs.current[card.id] = element;
                  }}
                  card={card}
                  label={text.card(
                    card.id + 1,
                    symbolName(card),
                    card.isMatched ? 'matched' : card.isFlipped ? 'face-up' : 'hidden',
                  )}
                  onTurn={onTurn}
                  onKeyDown={onCardKeyDown}
                />
              </li>
            ))}
          </ul>
          <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">{text.keys}</p>
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
