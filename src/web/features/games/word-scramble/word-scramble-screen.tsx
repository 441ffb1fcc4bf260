import { Check, Shuffle } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { formatClock, formatPoints } from '../../../../shared/format.ts';
import { wordScrambleIdentity } from '../../../../shared/games/word-scramble/identity.ts';
import { WORDS_PER_GAME } from '../../../../shared/games/word-scramble/scoring.ts';
import { GameHeader } from '../../../components/game/game-header.tsx';
import { useAnnouncer } from '../../../components/game/live-region.tsx';
import { gameChromeMessages } from '../../../components/game/messages.ts';
import { ConnectionLostNotice, NeedsConnectionNotice } from '../../../components/game/play-notices.tsx';
import { resultNotes } from '../../../components/game/result-notes.ts';
import { PlayAgainButton, ResultPanel, SendAgainButton } from '../../../components/game/result-panel.tsx';
import type { ScoreSubmitter } from '../../../components/game/score-submitter.ts';
import { toast } from '../../../components/ui/toast-store.ts';
import { useMessages } from '../../../i18n/i18n.ts';
import { DealStatus } from './deal-status.tsx';
import { DifficultyPicker } from './difficulty-picker.tsx';
import { wordScrambleMessages } from './messages.ts';
import { SolvedWords } from './solved-words.tsx';
import type { WordScramblePlay } from './use-word-scramble.ts';

const GAME = wordScrambleIdentity;

/** Letters spelled out one by one, as a screen reader should read them. */
function spelled(letters: string): string {
  return [...letters].join(', ');
}

/**
 * The Word Scramble screen: header, difficulty, the scrambled word with its hint, the answer form and
 * the result, over a game played ranked (`scores`, the leaderboard's submitter) or in practice
 * (`scores` null): `usePlayed` is the hook that plays it (given `setup`), the same for the screen's life.
 */
export function WordScrambleScreen<Setup>({
  usePlayed,
  setup,
  scores,
  modeSwitch,
  onPractice,
}: {
  usePlayed: (setup: Setup) => WordScramblePlay;
  /** What `usePlayed` is given: the submitter of a ranked game; practice's language and untimed choice. */
  setup: Setup;
  scores: ScoreSubmitter | null;
  modeSwitch: ReactNode;
  onPractice?: () => void;
}) {
  const { lang, text } = useMessages(wordScrambleMessages);
  const chrome = useMessages(gameChromeMessages).text;
  const game = usePlayed(setup);
  const { announce, region } = useAnnouncer();
  const [answer, setAnswer] = useState('');
  const [emptyError, setEmptyError] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const ids = {
    answer: useId(),
    error: useId(),
    hint: useId(),
    letters: useId(),
    word: useId(),
  };
  const view = game.view;
  const solvedCount = view?.solved.length ?? 0;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const outcome = await game.guess(answer);
    if (outcome?.kind === 'empty') {
      setEmptyError(true);
      announce(text('emptyGuess'));
      inputRef.current?.focus();
      return;
    }
    setEmptyError(false);
    if (outcome?.kind === 'wrong') {
      toast({ title: text('wrongTitle'), description: text('wrongText'), variant: 'destructive' });
      announce(text('streakReset'));
      inputRef.current?.select();
      return;
    }
    if (outcome?.kind !== 'correct') return;
    toast({ title: text('correctTitle'), description: outcome.word });
    setAnswer('');
    if (!outcome.finished) inputRef.current?.focus();
  };

  // What to announce once the state shows the next word or the result (the toast already says 'Correct!').
  const announcedFor = useRef<string>('');
  // biome-ignore lint/correctness/useExhaustiveDependencies: announces once per change of the word in play
  useEffect(() => {
    if (!view) return;
    const key = `${game.dealtId}|${view.solved.length}`;
    if (announcedFor.current === key) return;
    const first = announcedFor.current === '';
    announcedFor.current = key;
    if (first || view.solved.length === 0) return;
    if (game.result) {
      const { timeSeconds, score, streak } = game.result;
      announce(
        timeSeconds === null || score === null
          ? text('resultUntimedAnnouncement', { streak })
          : text('resultAnnouncement', {
              time: formatClock(timeSeconds),
              score: formatPoints(score, lang),
              streak,
            }),
      );
    } else if (view.word) {
      announce(
        text('nextWord', {
          n: view.solved.length + 1,
          total: WORDS_PER_GAME,
          letters: spelled(view.word.scrambled),
          hint: view.word.hint,
        }),
      );
    }
  }, [view, game.result, announce]);

  const onRescramble = async () => {
    const reveal = await game.shuffleAgain();
    if (reveal?.kind === 'rescrambled') announce(text('rescrambled', { letters: spelled(reveal.scrambled) }));
  };

  // After Play Again the answer field takes the focus as soon as the new words are dealt.
  const focusWhenDealt = useRef(false);
  const wordShown = view?.word != null;
  useEffect(() => {
    if (!wordShown || !focusWhenDealt.current) return;
    focusWhenDealt.current = false;
    inputRef.current?.focus();
  }, [wordShown]);

  const onPlayAgain = () => {
    setAnswer('');
    setEmptyError(false);
    focusWhenDealt.current = true;
    game.playAgain();
  };

  return (
    <div className="pb-12">
      <GameHeader
        title={GAME.name}
        badge={scores ? undefined : chrome('practiceBadge')}
        seconds={game.seconds}
        score={game.score}
        counter={{ label: chrome('words'), value: `${solvedCount}/${WORDS_PER_GAME}` }}
      />
      {region}
      <div className="mx-auto mt-4 flex max-w-3xl flex-col gap-4 px-4 sm:mt-6 sm:gap-6">
        <p className="text-sm text-slate-700 sm:text-base dark:text-slate-300">
          {text('intro')}
          {scores && text('wordsInEnglish') ? ` ${text('wordsInEnglish')}` : ''}
        </p>
        {modeSwitch}

        <DifficultyPicker
          value={game.difficulty}
          onChange={(level) => {
            setAnswer('');
            setEmptyError(false);
            game.changeDifficulty(level);
          }}
        />

        {game.connection === 'lost' && <ConnectionLostNotice message={text('connectionLost')} />}

        {view === null && game.needsConnection && onPractice ? (
          <NeedsConnectionNotice
            lang={lang}
            onPractice={onPractice}
            retryLabel={text('tryAgain')}
            onRetry={game.retryDeal}
          />
        ) : view === null ? (
          <DealStatus failed={game.dealFailed} onRetry={game.retryDeal} />
        ) : game.result ? (
          <ResultPanel
            title={text('resultTitle')}
            badge={scores ? undefined : chrome('practiceBadge')}
            figures={[
              ...(game.result.timeSeconds === null
                ? []
                : [{ label: chrome('time'), value: formatClock(game.result.timeSeconds) }]),
              { label: chrome('words'), value: `${WORDS_PER_GAME}/${WORDS_PER_GAME}` },
              { label: text('streak'), value: String(game.result.streak) },
              ...(game.result.score === null
                ? []
                : [{ label: chrome('score'), value: formatPoints(game.result.score, lang) }]),
            ]}
            notes={
              game.result.server && scores
                ? resultNotes({
                    result: game.result.server,
                    offline: game.result.offline,
                    sent: game.sent,
                    submitter: scores,
                    lang,
                  })
                : [chrome('practiceNote')]
            }
            actions={
              <>
                <PlayAgainButton label={chrome('playAgain')} onClick={onPlayAgain} />
                {scores?.canSendAgain && game.sent && (
                  <SendAgainButton label={chrome('sendAgain')} onClick={scores.sendAgain} />
                )}
              </>
            }
            footnote={game.signedIn && scores ? text('nextFive') : undefined}
          />
        ) : view.word ? (
          <section
            aria-labelledby={ids.word}
            className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 dark:border-slate-700 dark:bg-slate-900"
          >
            <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <h2 id={ids.word} className="font-semibold text-slate-800 dark:text-slate-100">
                {text('wordOf', { n: solvedCount + 1, total: WORDS_PER_GAME })}
              </h2>
              <p className="rounded-full bg-amber-100 px-3 py-1 font-semibold text-amber-900 dark:bg-amber-900/60 dark:text-amber-100">
                {text('streak')}: <span data-testid="word-scramble-streak">{view.streak}</span>
              </p>
            </div>

            <div
              id={ids.letters}
              role="img"
              aria-label={text('scrambled', { letters: spelled(view.word.scrambled) })}
              className="mx-auto mt-5 flex max-w-full justify-center gap-1 sm:mt-6 sm:gap-2"
            >
              {[...view.word.scrambled].map((letter, index) => (
                <span
                  // Letters repeat, so their place in the scramble tells them apart.
                  // biome-ignore lint/suspicious/noArrayIndexKey: the position is the identity of a tile
                  key={`${view.word?.scrambled}-${index}`}
                  className="flex aspect-square max-w-14 min-w-0 flex-1 items-center justify-center rounded-lg border-2 border-indigo-200 bg-indigo-50 text-[clamp(1.1rem,6vw,2rem)] font-bold text-indigo-900 transition-[opacity,scale] duration-200 ease-out starting:scale-75 starting:opacity-0 dark:border-indigo-700 dark:bg-indigo-950 dark:text-indigo-100"
                >
                  {letter}
                </span>
              ))}
            </div>

            <p id={ids.hint} className="mt-5 text-center text-slate-700 sm:mt-6 dark:text-slate-200">
              <span className="font-semibold">{text('hint')}:</span> {view.word.hint}
            </p>

            <form onSubmit={(event) => void onSubmit(event)} noValidate className="mt-5 sm:mt-6">
              <label
                htmlFor={ids.answer}
                className="block text-sm font-semibold text-slate-800 dark:text-slate-200"
              >
                {text('answer')}
              </label>
              <div className="mt-1 flex flex-col gap-2 sm:flex-row">
                <input
                  ref={inputRef}
                  id={ids.answer}
                  type="text"
                  value={answer}
                  onChange={(event) => {
                    setAnswer(event.target.value);
                    if (emptyError) setEmptyError(false);
                    game.typed(event.target.value);
                  }}
                  maxLength={30}
                  autoComplete="off"
                  autoCorrect="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  aria-invalid={emptyError || undefined}
                  // The letters and the hint are heard on reaching the field, then any message about the answer.
                  aria-describedby={[ids.letters, ids.hint, emptyError ? ids.error : ''].join(' ').trim()}
                  className="min-w-0 flex-1 rounded-md border border-slate-400 bg-white px-3 py-2 text-lg font-semibold tracking-widest uppercase text-slate-900 placeholder:text-slate-500 aria-invalid:border-red-700 dark:border-slate-500 dark:bg-slate-950 dark:text-slate-100 dark:aria-invalid:border-red-400"
                />
                <div className="flex gap-2">
                  <button type="submit" className="button-primary flex-1 sm:flex-none">
                    <Check aria-hidden="true" className="size-4" />
                    {text('check')}
                  </button>
                  <button
                    type="button"
                    onClick={() => void onRescramble()}
                    className="button-secondary flex-1 sm:flex-none"
                  >
                    <Shuffle aria-hidden="true" className="size-4" />
                    {text('rescramble')}
                  </button>
                </div>
              </div>
              {emptyError ? (
                <p id={ids.error} className="mt-2 text-sm font-medium text-red-700 dark:text-red-300">
                  {text('emptyGuess')}
                </p>
              ) : null}
            </form>
          </section>
        ) : null}

        {view && !game.result ? <SolvedWords solved={view.solved} /> : null}

        {game.signedIn || game.result || !scores ? null : (
          <p className="text-sm text-slate-600 dark:text-slate-300">{chrome('signInToSave')}</p>
        )}
      </div>
    </div>
  );
}
