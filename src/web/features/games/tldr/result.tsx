import { RotateCcw, Share2 } from 'lucide-react';
import { formatClock, formatPoints } from '../../../../shared/format.ts';
import type { LetterState } from '../../../../shared/games/tldr/clues.ts';
import { countdownToNextWord } from '../../../../shared/games/tldr/countdown.ts';
import { TLDR_MAX_ATTEMPTS } from '../../../../shared/games/tldr/scoring.ts';
import { shareText } from '../../../../shared/games/tldr/share.ts';
import { gameChromeMessages } from '../../../components/game/messages.ts';
import { ResultPanel } from '../../../components/game/result-panel.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { useMessages } from '../../../i18n/i18n.ts';
import type { TldrText as Text } from './clue-description.ts';
import { tldrMessages } from './messages.ts';
import type { useTldrGame } from './use-tldr-game.ts';

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

interface TldrResultProps {
  tldr: ReturnType<typeof useTldrGame>;
  rows: readonly { guess: string; states: readonly LetterState[] }[];
  /** The day's word, null when the day was played in another browser. */
  answer: string | null;
  day: string;
  won: boolean;
}

/** The end of the day's game: the outcome (or the day already done), time, score, countdown, Share. */
export function TldrResult({ tldr, rows, answer, day, won }: TldrResultProps) {
  const { text } = useMessages(tldrMessages);
  const chrome = useMessages(gameChromeMessages).text;
  const { view, signedIn, submission } = tldr;
  const completed = view.kind === 'completed';
  const countdown = tldr.now ? countdownToNextWord(new Date(tldr.now)) : '';
  const share = () =>
    void shareResult(
      shareText({ day, won, rows: rows.map((row) => row.states), highContrast: tldr.highContrast }),
      text,
    );

  // Right after the last guess the outcome is the heading; on a later visit the day is done.
  const heading = completed ? text('completed') : won ? text('won') : text('lost');
  const values = { word: answer ?? '', attempts: rows.length, max: TLDR_MAX_ATTEMPTS };
  let summary: string;
  if (answer === null) summary = text('completedElsewhere');
  else if (won) summary = text(completed ? 'completedWon' : 'wonText', values);
  else summary = text(completed ? 'completedLost' : 'lostText', values);
  const { errorStatus } = submission;
  const retryable = !completed && submission.isError && errorStatus !== 409 && errorStatus !== 422;
  let note: string | null = null;
  if (!signedIn) note = `${chrome('notSubmitted')} ${text('guestReplay')}`;
  else if (submission.isPending) note = chrome('submitting');
  else if (submission.isSuccess) note = chrome('submitted');
  else if (errorStatus === 409) note = text('alreadyOnBoard');
  else if (submission.isError) note = chrome('submitFailed');
  else if (completed) note = text('alreadySubmitted');
  return (
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
          {rows.length > 0 && (
            <button type="button" className="button-primary" onClick={share}>
              <Share2 aria-hidden="true" className="size-4" />
              {text('share')}
            </button>
          )}
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
