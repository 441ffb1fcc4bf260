import { ArrowLeft, CalendarDays, RotateCcw, Share2, TextAlignStart } from 'lucide-react';
import { formatClock, formatNumber, formatPoints } from '../../../../shared/format.ts';
import { floorSecondsText } from '../../../../shared/games/human-pace.ts';
import type { LetterState } from '../../../../shared/games/tldr/clues.ts';
import { countdownToNextWord } from '../../../../shared/games/tldr/countdown.ts';
import { TLDR_MAX_ATTEMPTS } from '../../../../shared/games/tldr/scoring.ts';
import { accessibleShareText, shareText } from '../../../../shared/games/tldr/share.ts';
import type { WordMeaning as Meaning } from '../../../../shared/games/word-meaning.ts';
import { gameChromeMessages } from '../../../components/game/messages.ts';
import { ResultPanel, SendAgainButton } from '../../../components/game/result-panel.tsx';
import { sendAgainMayMend } from '../../../components/game/score-submitter.ts';
import { toast } from '../../../components/ui/toast-store.ts';
import { apiErrorText } from '../../../i18n/api-errors.ts';
import { type Lang, useMessages } from '../../../i18n/i18n.ts';
import type { TldrText as Text } from './clue-description.ts';
import { tldrMessages, tldrShareMessages } from './messages.ts';

type ChromeText = (key: keyof (typeof gameChromeMessages)['en'], values?: Record<string, string>) => string;

import type { useTldrGame } from './use-tldr-game.ts';
import { WordMeaning } from './word-meaning.tsx';

/** Shares a text through the Web Share API, or copies it where that is missing and says so. */
export async function shareResult(
  textToShare: string,
  text: Text,
  copiedText: 'copiedText' | 'copiedLinesText',
): Promise<void> {
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
    toast({ title: text('copied'), description: text(copiedText) });
  } catch {
    toast({ title: text('copyFailed'), description: text('copyFailedText'), variant: 'destructive' });
  }
}

interface TldrResultProps {
  tldr: ReturnType<typeof useTldrGame>;
  rows: readonly { guess: string; states: readonly LetterState[] }[];
  /** The word played, null if the server did not send it (never expected once a game is over). */
  answer: string | null;
  /** The answer's meaning the server sent with it (null: none known; undefined: not read). */
  meaning: Meaning | null | undefined;
  day: string;
  won: boolean;
}

/**
 * Why the finished game is not on the leaderboard, or what became of its score: a guest's and the
 * word of the day are never ranked, a game faster than a person can play it is not ranked either.
 */
function scoreNote(tldr: TldrResultProps['tldr'], text: Text, chrome: ChromeText, lang: Lang): string | null {
  const { signedIn, word, result, restored, submission } = tldr;
  if (!signedIn) return `${chrome('notSubmitted')} ${text('unrankedGuest')} ${text('guestReplay')}`;
  if (word === 'daily') return text('unrankedDaily');
  if (result?.unranked === 'below-floor') {
    const floor = floorSecondsText(result.floorMs);
    return chrome('belowFloor', { floor: formatNumber(Number(floor), lang, 1) });
  }
  const { errorStatus } = submission;
  if (submission.isPending) return chrome('submitting');
  if (submission.isSuccess) return chrome('submitted');
  if (errorStatus === 409) return text('alreadyOnBoard');
  if (submission.isError) {
    const reason = apiErrorText(submission.error, lang);
    return reason ? chrome('submitRefused', { reason }) : chrome('submitFailed');
  }
  if (restored)
    return restored.submitted ? `${chrome('submitted')} ${text('alreadySubmitted')}` : text('notSentYet');
  return null;
}

/** The end of a game: the outcome (or the ranked day already done), time, score, countdown, Share, what next. */
export function TldrResult({ tldr, rows, answer, meaning, day, won }: TldrResultProps) {
  const { lang, text } = useMessages(tldrMessages);
  const { shareRow } = useMessages(tldrShareMessages).texts;
  const chrome = useMessages(gameChromeMessages).text;
  const { signedIn, submission, word, restored } = tldr;
  const completed = restored !== null && word === 'ranked';
  const countdown = tldr.now ? countdownToNextWord(new Date(tldr.now)) : '';
  const played = { day, word, lang, won, rows: rows.map((row) => row.states), hardMode: tldr.hardMode };
  const share = () =>
    void shareResult(shareText({ ...played, highContrast: tldr.highContrast }), text, 'copiedText');
  const shareAsText = () =>
    void shareResult(accessibleShareText({ ...played, describeRow: shareRow }), text, 'copiedLinesText');

  // Right after the last guess the outcome is the heading; on a later visit the ranked day is done.
  const heading = completed ? text('completed') : won ? text('won') : text('lost');
  const values = { word: answer ?? '', attempts: rows.length, max: TLDR_MAX_ATTEMPTS };
  let summary: string;
  if (answer === null) summary = text('completedElsewhere');
  else if (won) summary = text(completed ? 'completedWon' : 'wonText', values);
  else summary = text(completed ? 'completedLost' : 'lostText', values);
  const ranked = signedIn && word === 'ranked';
  // Send again, as in every game: after a failure that sending again may mend, or for a finished game
  // whose score never reached the board (a reload after such a failure).
  const sendable =
    ranked &&
    tldr.canSendScore &&
    !submission.isPending &&
    !submission.isSuccess &&
    (submission.isError ? sendAgainMayMend(submission.error) : restored !== null && !restored.submitted);
  return (
    <ResultPanel
      title={heading}
      summary={summary}
      summaryTestId="tldr-summary"
      details={
        answer !== null &&
        (meaning === undefined ? (
          <WordMeaning status="unavailable" />
        ) : (
          <WordMeaning status="read" meaning={meaning} />
        ))
      }
      figures={[
        { label: chrome('time'), value: formatClock(tldr.seconds) },
        { label: chrome('score'), value: formatPoints(tldr.score, lang) },
        { label: text('nextWord'), value: countdown, isTimer: true },
      ]}
      notes={[
        scoreNote(tldr, text, chrome, lang),
        sendable && submission.isError && chrome('sendAgainNote'),
        tldr.offline && chrome('offlineTime'),
        text('nextWordNote'),
      ]}
      takeFocus={false}
      actions={
        <>
          {rows.length > 0 && (
            <button type="button" className="button-primary" onClick={share}>
              <Share2 aria-hidden="true" className="size-4" />
              {text('share')}
            </button>
          )}
          {rows.length > 0 && (
            <button type="button" className="button-secondary" onClick={shareAsText}>
              <TextAlignStart aria-hidden="true" className="size-4" />
              {text('shareAsText')}
            </button>
          )}
          {!signedIn && (
            <button type="button" className="button-secondary" onClick={tldr.playAgain}>
              <RotateCcw aria-hidden="true" className="size-4" />
              {text('playAgain')}
            </button>
          )}
          {sendable && <SendAgainButton label={chrome('sendAgain')} onClick={tldr.retrySubmission} />}
          {ranked && (
            <button type="button" className="button-secondary" onClick={tldr.playWordOfTheDay}>
              <CalendarDays aria-hidden="true" className="size-4" />
              {text('playDaily')}
            </button>
          )}
          {signedIn && word === 'daily' && (
            <button type="button" className="button-secondary" onClick={tldr.backToRanked}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              {text('backToRanked')}
            </button>
          )}
        </>
      }
    />
  );
}
