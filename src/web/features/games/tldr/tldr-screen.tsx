import { RotateCcw, Share2 } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { formatClock, formatPoints } from '../../../../shared/format.ts';
import { gameBySlug } from '../../../../shared/games/registry.ts';
import { bestLetterStates } from '../../../../shared/games/tldr/clues.ts';
import { countdownToNextWord } from '../../../../shared/games/tldr/countdown.ts';
import { scoredRows } from '../../../../shared/games/tldr/game.ts';
import { TLDR_MAX_ATTEMPTS } from '../../../../shared/games/tldr/scoring.ts';
import { shareText } from '../../../../shared/games/tldr/share.ts';
import { GameHeader } from '../../../components/game/game-header.tsx';
import { useAnnouncer } from '../../../components/game/live-region.tsx';
import { gameChromeMessages } from '../../../components/game/messages.ts';
import { ResultPanel } from '../../../components/game/result-panel.tsx';
import type { ScoreSubmitter } from '../../../components/game/score-submitter.ts';
import { toast } from '../../../components/ui/toast-store.ts';
import { useMessages } from '../../../i18n/i18n.ts';
import { PATHS } from '../../../lib/paths.ts';
import { Board } from './board.tsx';
import { Keyboard } from './keyboard.tsx';
import { tldrMessages } from './messages.ts';
import { HelpCard, SettingsCard, StatsCard } from './panels.tsx';
import { useTldrGame } from './use-tldr-game.ts';

const GAME = gameBySlug('tldr-game');
type Text = ReturnType<typeof useMessages<keyof (typeof tldrMessages)['en']>>['text'];

/** Keys typed into a form field, a dialog or with a modifier belong to them, not to the game. */
function belongsElsewhere(event: KeyboardEvent | ClipboardEvent): boolean {
  const target = event.target;
  if (!(target instanceof Element)) return false;
  if (target.closest('input, textarea, select, [contenteditable="true"], [role="dialog"]')) return true;
  return false;
}

async function shareResult(textToShare: string, text: Text): Promise<void> {
  if (
    typeof navigator.share === 'function' &&
    (!navigator.canShare || navigator.canShare({ text: textToShare }))
  ) {
    try {
      await navigator.share({ text: textToShare });
      return;
    } catch (error) {
      // The player closed the share sheet: nothing to report.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(textToShare);
    toast({ title: text('copied'), description: text('copiedText') });
  } catch {
    toast({ title: text('copyFailed'), description: text('copyFailedText'), variant: 'destructive' });
  }
}

export function TldrScreen({ scores }: { scores: ScoreSubmitter }) {
  const { href, text } = useMessages(tldrMessages);
  const chrome = useMessages(gameChromeMessages).text;
  const { announce, region } = useAnnouncer();
  const tldr = useTldrGame(scores, text, announce);
  const { view, type, backspace, submit } = tldr;

  const playing = view.kind === 'game' && view.game.status === 'playing';

  useEffect(() => {
    if (!playing) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || belongsElsewhere(event))
        return;
      if (/^[a-z]$/i.test(event.key)) {
        event.preventDefault();
        type(event.key);
      } else if (event.key === 'Backspace') {
        event.preventDefault();
        backspace();
      } else if (event.key === 'Enter') {
        // Enter on a focused button or link presses it, as everywhere else.
        const target = event.target;
        if (target instanceof Element && target.closest('button, a, summary')) return;
        event.preventDefault();
        void submit();
      }
    };
    const onPaste = (event: ClipboardEvent) => {
      if (belongsElsewhere(event)) return;
      const pasted = event.clipboardData?.getData('text') ?? '';
      if (pasted) {
        event.preventDefault();
        type(pasted);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('paste', onPaste);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('paste', onPaste);
    };
  }, [playing, type, backspace, submit]);

  let guesses: string[] = [];
  let answer = tldr.answer ?? '';
  let day = tldr.day ?? '';
  if (view.kind === 'game') {
    guesses = view.game.guesses;
    answer = view.game.answer;
    day = view.game.day;
  } else if (view.kind === 'completed') {
    guesses = view.completion.guesses;
    day = view.completion.day;
  }
  const rows = answer ? scoredRows({ guesses, answer }) : [];
  const letterStates = bestLetterStates(rows);
  const attemptsUsed = rows.length;

  const finished = view.kind === 'completed' || (view.kind === 'game' && view.game.status !== 'playing');
  const won =
    view.kind === 'completed' ? view.completion.won : view.kind === 'game' && view.game.status === 'won';
  const countdown = tldr.now ? countdownToNextWord(new Date(tldr.now)) : '';

  const share = () =>
    void shareResult(
      shareText({ day, won, rows: rows.map((row) => row.states), highContrast: tldr.highContrast }),
      text,
    );

  let resultPanel = null;
  if (finished && answer) {
    const signedIn = tldr.signedIn;
    // Right after the last guess the outcome is the heading; on a later visit the day is done.
    const heading = view.kind === 'completed' ? text('completed') : won ? text('won') : text('lost');
    const values = { word: answer, attempts: attemptsUsed, max: TLDR_MAX_ATTEMPTS };
    let summary: string;
    if (view.kind === 'completed' && guesses.length === 0) summary = text('completedLost', values);
    else if (won) summary = text(view.kind === 'completed' ? 'completedWon' : 'wonText', values);
    else summary = text('lostText', values);
    const { errorStatus } = tldr.submission;
    const retryable =
      view.kind === 'game' && tldr.submission.isError && errorStatus !== 409 && errorStatus !== 422;
    let note: string | null = null;
    if (!signedIn) note = `${chrome('notSubmitted')} ${text('guestReplay')}`;
    else if (tldr.submission.isPending) note = chrome('submitting');
    else if (tldr.submission.isSuccess) note = chrome('submitted');
    else if (errorStatus === 409) note = text('alreadyOnBoard');
    else if (tldr.submission.isError) note = chrome('submitFailed');
    else if (view.kind === 'completed') note = text('alreadySubmitted');
    resultPanel = (
      <ResultPanel
        title={heading}
        summary={summary}
        summaryTestId="tldr-summary"
        figures={[
          { label: chrome('time'), value: formatClock(tldr.seconds) },
          { label: chrome('score'), value: formatPoints(tldr.score) },
          { label: text('nextWord'), value: countdown, isTimer: true },
        ]}
        notes={[note, text('nextWordNote')]}
        takeFocus={false}
        actions={
          <>
            <button type="button" className="button-primary" onClick={share}>
              <Share2 aria-hidden="true" className="size-4" />
              {text('share')}
            </button>
            {!signedIn ? (
              <button type="button" className="button-secondary" onClick={tldr.playAgain}>
                <RotateCcw aria-hidden="true" className="size-4" />
                {text('playAgain')}
              </button>
            ) : (
              retryable && (
                <button type="button" className="button-secondary" onClick={tldr.retrySubmission}>
                  <RotateCcw aria-hidden="true" className="size-4" />
                  {text('retrySubmit')}
                </button>
              )
            )}
          </>
        }
      />
    );
  }

  return (
    <div className="pb-12">
      <GameHeader
        title={GAME.name}
        seconds={tldr.seconds}
        score={tldr.score}
        counter={{
          label: chrome('attempts'),
          value: text('attemptsValue', { used: attemptsUsed, max: TLDR_MAX_ATTEMPTS }),
        }}
      />
      {region}
      <div className="mx-auto mt-4 flex max-w-3xl flex-col gap-4 px-4">
        <p className="text-center text-sm text-slate-700 dark:text-slate-300">
          {text('intro')}{' '}
          {!tldr.signedIn && view.kind !== 'loading' && (
            <span className="text-slate-600 dark:text-slate-400">{chrome('signInToSave')}</span>
          )}
        </p>
        {resultPanel}
        {!finished && (
          <p
            className="min-h-6 text-center font-semibold text-red-700 dark:text-red-300"
            data-testid="tldr-message"
          >
            {tldr.message}
          </p>
        )}
        <Board
          rows={rows}
          current={view.kind === 'game' && view.game.status === 'playing' ? view.game.current : null}
          highContrast={tldr.highContrast}
          busy={view.kind === 'loading'}
        />
        {!finished && (
          <>
            <p className="hidden text-center text-xs text-slate-600 sm:block dark:text-slate-400">
              {text('typeHint')}
            </p>
            <Keyboard
              states={letterStates}
              disabled={!playing}
              highContrast={tldr.highContrast}
              onLetter={type}
              onEnter={() => void submit()}
              onBackspace={backspace}
            />
          </>
        )}
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          <HelpCard highContrast={tldr.highContrast} />
          <div className="flex flex-col gap-4">
            <StatsCard stats={tldr.stats} today={tldr.day} />
            <SettingsCard highContrast={tldr.highContrast} onChange={tldr.setHighContrast} />
          </div>
        </div>
        <p className="text-center text-sm">
          <Link
            to={href(PATHS.home)}
            className="font-medium text-indigo-700 underline underline-offset-4 dark:text-indigo-300"
          >
            {text('leaderboards')}
          </Link>
        </p>
      </div>
    </div>
  );
}
