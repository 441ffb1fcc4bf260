import type { WordMeaning } from '../word-meaning.ts';
import { isPracticeGame, type PracticeGame, practiceStatus } from './practice.ts';
import type { KeyValueStorage } from './storage.ts';

// What a browser keeps of TL;DR practice, apart from the ranked game's records: each archive day's
// answer once fetched (the day is over, so it is public; kept so that the day plays offline), its
// guesses and whether it was ever finished; and the Spanish practice word under way. Nothing of it is
// ever sent: practice counts in no statistics.

/** Each archive day's answer, guesses and completion, and the archive's first day as last heard. */
export const ARCHIVE_KEY = 'brain-training:tldr:archive';

/** The Spanish practice word under way (and how many were finished), on the Spanish site. */
export const SPANISH_PRACTICE_KEY = 'brain-training:tldr:practice-es';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface ArchiveDay {
  /** The day's answer, once fetched (only ever given once the day is over). */
  answer: string | null;
  guesses: string[];
  hardMode: boolean;
  /** How the day's game last ended, kept when it is played again; null before it ever ended. */
  done: 'won' | 'lost' | null;
  /**
   * The word's meaning as the server gave it with the answer (null when none is known); absent when it
   * was never read, so that the result says it needs a connection.
   */
  meaning?: WordMeaning | null;
}

export interface ArchiveRecord {
  /** The first day of the archive as the server last said it, so that the list shows offline. */
  firstDay: string | null;
  days: Record<string, ArchiveDay>;
}

const emptyArchive = (): ArchiveRecord => ({ firstDay: null, days: {} });

const PARTS_OF_SPEECH: readonly unknown[] = ['noun', 'verb', 'adjective', 'adverb'];

/** A kept meaning as stored, null as stored, or undefined for anything else (read as never read). */
function meaningOf(value: unknown): WordMeaning | null | undefined {
  if (value === null) return null;
  if (!value || typeof value !== 'object') return undefined;
  const { partOfSpeech, definition, baseForm } = value as Record<string, unknown>;
  const sound =
    PARTS_OF_SPEECH.includes(partOfSpeech) &&
    typeof definition === 'string' &&
    (baseForm === null || typeof baseForm === 'string');
  return sound ? (value as WordMeaning) : undefined;
}

function archiveDayOf(value: unknown): ArchiveDay | null {
  if (!value || typeof value !== 'object') return null;
  const { answer, guesses, hardMode, done, meaning } = value as Record<string, unknown>;
  const ended = done === 'won' || done === 'lost' ? done : null;
  const game = { answer, guesses, hardMode };
  const kept = meaningOf(meaning);
  if (isPracticeGame(game, 'en'))
    return { ...game, done: ended, ...(kept === undefined ? {} : { meaning: kept }) };
  // Guesses the rules could not have produced are dropped; a sound answer is kept.
  const known = isPracticeGame({ answer, guesses: [], hardMode: false }, 'en') ? (answer as string) : null;
  return { answer: known, guesses: [], hardMode: false, done: ended };
}

/** The archive this browser keeps; anything malformed reads as nothing (or is left out day by day). */
export function readArchive(storage: KeyValueStorage): ArchiveRecord {
  try {
    const value: unknown = JSON.parse(storage.getItem(ARCHIVE_KEY) ?? 'null');
    if (!value || typeof value !== 'object') return emptyArchive();
    const { firstDay, days } = value as Record<string, unknown>;
    const record = emptyArchive();
    if (typeof firstDay === 'string' && DAY.test(firstDay)) record.firstDay = firstDay;
    if (days && typeof days === 'object') {
      for (const [day, entry] of Object.entries(days)) {
        const read = DAY.test(day) ? archiveDayOf(entry) : null;
        if (read) record.days[day] = read;
      }
    }
    return record;
  } catch {
    return emptyArchive();
  }
}

/** A day's game as the archive keeps it, or a new one with what is known of it. */
export function archiveDay(record: ArchiveRecord, day: string): ArchiveDay {
  return record.days[day] ?? { answer: null, guesses: [], hardMode: false, done: null };
}

/** The archive with one day's entry changed; a finished game marks the day done. */
export function withArchiveDay(record: ArchiveRecord, day: string, entry: ArchiveDay): ArchiveRecord {
  let done = entry.done;
  if (entry.answer !== null) {
    const status = practiceStatus({ answer: entry.answer, guesses: entry.guesses, hardMode: entry.hardMode });
    if (status !== 'playing') done = status;
  }
  return { ...record, days: { ...record.days, [day]: { ...entry, done } } };
}

/** The Spanish practice: the word under way, as written (accents) and as played, and the words finished. */
export interface SpanishPractice {
  game: (PracticeGame & { shown: string }) | null;
  finished: number;
}

export function readSpanishPractice(storage: KeyValueStorage): SpanishPractice {
  try {
    const value: unknown = JSON.parse(storage.getItem(SPANISH_PRACTICE_KEY) ?? 'null');
    if (!value || typeof value !== 'object') return { game: null, finished: 0 };
    const { game, finished } = value as Record<string, unknown>;
    const count = Number.isInteger(finished) && (finished as number) >= 0 ? (finished as number) : 0;
    const shown = (game as { shown?: unknown } | null)?.shown;
    return {
      game: isPracticeGame(game, 'es') && typeof shown === 'string' ? { ...game, shown } : null,
      finished: count,
    };
  } catch {
    return { game: null, finished: 0 };
  }
}
