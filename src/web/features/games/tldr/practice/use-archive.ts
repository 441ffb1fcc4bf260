import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { archiveDays, checkArchiveDay } from '../../../../../shared/games/tldr/archive-days.ts';
import type { PracticeGame } from '../../../../../shared/games/tldr/practice.ts';
import {
  ARCHIVE_KEY,
  type ArchiveRecord,
  archiveDay,
  readArchive,
  withArchiveDay,
} from '../../../../../shared/games/tldr/practice-storage.ts';
import type { WordMeaning } from '../../../../../shared/games/word-meaning.ts';
import { pacificDay } from '../../../../../shared/time.ts';
import { ApiError } from '../../../../lib/api.ts';
import { getTldrArchive, getTldrPastAnswer } from '../../../../lib/plays.ts';
import { browserStorage, safeSet } from '../browser-storage.ts';

/** One day of the picker: whether it was finished (and how), started, and whether it plays offline. */
export interface ArchiveChoice {
  day: string;
  status: 'won' | 'lost' | 'started' | null;
  offline: boolean;
}

/** The list of days: from the server's first day, or (offline, before it ever came) the days kept here. */
export type ArchiveRange =
  | { kind: 'loading' }
  | { kind: 'known' }
  | { kind: 'failed'; firstDayKept: boolean };

/** The day asked for: its game, its answer being fetched, or why it cannot be played. */
type ArchiveDayView =
  | { kind: 'none' }
  | { kind: 'refused'; reason: 'invalid' | 'not-over' | 'before-first' }
  | { kind: 'fetching' }
  | { kind: 'fetch-failed' }
  | { kind: 'game'; game: PracticeGame; meaning: WordMeaning | null | undefined };

/** Choices of the picker, newest first, as the archive record and the days on offer make them. */
export function archiveChoices(record: ArchiveRecord, days: readonly string[]): ArchiveChoice[] {
  return days.map((day) => {
    const entry = archiveDay(record, day);
    const status = entry.done ?? (entry.guesses.length > 0 ? 'started' : null);
    return { day, status, offline: entry.answer !== null };
  });
}

/**
 * The archive of past days in this browser: the days on offer (the day before today, Pacific time,
 * back to the first word of the day, which the server tells and this browser remembers), each day's
 * kept game, and the day asked for in the address, whose answer is fetched once and kept so that the
 * day plays offline afterwards.
 */
export function useArchive(day: string | null, now: number) {
  const storage = useMemo(() => browserStorage(), []);
  const [record, setRecord] = useState<ArchiveRecord>(() => readArchive(storage));
  const [range, setRange] = useState<ArchiveRange>({ kind: 'loading' });
  const [fetching, setFetching] = useState<{ day: string; failed: boolean } | null>(null);
  /** A day the server said is not over (or not in the archive), though this browser's clock thought so. */
  const [refusedDay, setRefusedDay] = useState<string | null>(null);
  const recordRef = useRef(record);
  recordRef.current = record;

  const keep = useCallback(
    (next: ArchiveRecord) => {
      recordRef.current = next;
      setRecord(next);
      safeSet(storage, ARCHIVE_KEY, JSON.stringify(next));
    },
    [storage],
  );

  useEffect(() => {
    let live = true;
    getTldrArchive().then(
      ({ firstDay }) => {
        if (!live) return;
        setRange({ kind: 'known' });
        if (firstDay !== recordRef.current.firstDay) keep({ ...recordRef.current, firstDay });
      },
      () => live && setRange({ kind: 'failed', firstDayKept: recordRef.current.firstDay !== null }),
    );
    return () => {
      live = false;
    };
  }, [keep]);

  const at = new Date(now);
  const today = pacificDay(at);
  const firstDay = record.firstDay;
  const days = useMemo(() => {
    const offered = archiveDays(new Date(now), firstDay);
    if (firstDay !== null) return offered;
    // The first day never came: the days this browser kept, so that they play offline.
    const before = pacificDay(new Date(now));
    return Object.keys(record.days)
      .filter((kept) => kept < before)
      .sort()
      .reverse();
  }, [now, firstDay, record.days]);

  const fetchAnswer = useCallback(
    (wanted: string) => {
      setFetching({ day: wanted, failed: false });
      getTldrPastAnswer(wanted).then(
        ({ answer, meaning }) => {
          const current = recordRef.current;
          keep(
            withArchiveDay(current, wanted, {
              ...archiveDay(current, wanted),
              answer: answer.toUpperCase(),
              meaning,
            }),
          );
          setFetching(null);
        },
        (error: unknown) => {
          // The server refuses a day that is not over (a clock ahead of the server's) like a bad day.
          const refused = error instanceof ApiError && error.status === 404;
          setFetching({ day: wanted, failed: !refused });
          if (refused) setRefusedDay(wanted);
        },
      );
    },
    [keep],
  );

  const check = day === null ? null : checkArchiveDay(day, at, firstDay);
  const entry = day === null ? null : archiveDay(record, day);
  const needsAnswer = day !== null && check === 'ok' && entry?.answer === null;
  useEffect(() => {
    if (!needsAnswer || day === null || refusedDay === day) return;
    fetchAnswer(day);
  }, [needsAnswer, day, fetchAnswer, refusedDay]);

  let view: ArchiveDayView = { kind: 'none' };
  if (day !== null && check !== null && check !== 'ok') view = { kind: 'refused', reason: check };
  else if (day !== null && refusedDay === day) view = { kind: 'refused', reason: 'not-over' };
  else if (day !== null && entry?.answer) {
    view = {
      kind: 'game',
      game: { answer: entry.answer, guesses: entry.guesses, hardMode: entry.hardMode },
      meaning: entry.meaning,
    };
  } else if (day !== null) {
    view = fetching?.day === day && fetching.failed ? { kind: 'fetch-failed' } : { kind: 'fetching' };
  }

  /** Keeps the day's game as played (a guess, hard mode chosen, or a new try). */
  const saveGame = useCallback(
    (forDay: string, game: PracticeGame) => {
      const current = recordRef.current;
      keep(withArchiveDay(current, forDay, { ...archiveDay(current, forDay), ...game }));
    },
    [keep],
  );

  return {
    today,
    firstDay,
    range,
    choices: archiveChoices(record, days),
    view,
    saveGame,
    retry: () => day !== null && fetchAnswer(day),
  };
}
