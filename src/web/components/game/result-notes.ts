import type { PlayResult } from '../../../shared/api/plays.ts';
import { formatNumber } from '../../../shared/format.ts';
import { floorSecondsText } from '../../../shared/games/human-pace.ts';
import { apiErrorText } from '../../i18n/api-errors.ts';
import { type Lang, textIn } from '../../i18n/catalog.ts';
import { gameChromeMessages } from './messages.ts';
import { type ScoreSubmitter, submissionStatus } from './score-submitter.ts';

/** A floor of milliseconds as seconds with one decimal, written as the page's language writes it. */
function floorSeconds(floorMs: number, lang: Lang): string {
  return formatNumber(Number(floorSecondsText(floorMs)), lang, 1);
}

interface ResultNotesInput {
  /** The server's time and score of the finished game. */
  result: PlayResult;
  /** A move had to be sent again after a lost connection (usePlay's `offline`). */
  offline: boolean;
  /** Whether the score was handed to the leaderboard (false when no signed-in player could send it). */
  sent: boolean;
  submitter: Pick<ScoreSubmitter, 'isPending' | 'isSuccess' | 'isError' | 'error' | 'canSendAgain'>;
  lang: Lang;
}

/**
 * The lines of a finished game's result panel, in the player's language: what became of its score
 * (on the board, on its way, refused and why, or why the game is not ranked: a guest's game, one
 * faster than a person can play, TL;DR's word of the day), and whether its time includes a lost
 * connection.
 */
export function resultNotes({ result, offline, sent, submitter, lang }: ResultNotesInput): string[] {
  const text = (key: keyof (typeof gameChromeMessages)['en'], values?: Record<string, string>) =>
    textIn(gameChromeMessages, lang, key, values);
  const notes: string[] = [];
  if (result.unranked === 'below-floor') {
    notes.push(text('belowFloor', { floor: floorSeconds(result.floorMs, lang) }));
  } else if (result.unranked === 'word-of-the-day') {
    notes.push(text('wordOfTheDay'));
  } else if (result.unranked === 'guest' || !sent) {
    notes.push(text('notSubmitted'), text('signInToSave'));
  } else if (submitter.isError) {
    const reason = apiErrorText(submitter.error, lang);
    notes.push(reason ? text('submitRefused', { reason }) : text('submitFailed'));
    if (submitter.canSendAgain) notes.push(text('sendAgainNote'));
  } else {
    notes.push(text(submissionStatus(submitter)));
  }
  if (offline) notes.push(text('offlineTime'));
  return notes;
}
