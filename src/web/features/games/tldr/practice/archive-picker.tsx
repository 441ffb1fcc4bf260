import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useMessages } from '../../../../i18n/i18n.ts';
import { PATHS } from '../../../../lib/paths.ts';
import { tldrPracticeMessages } from './messages.ts';
import type { ArchiveChoice, ArchiveRange } from './use-archive.ts';

/** A day as the picker lists it: the date, then whether it was solved or started, and whether it plays offline. */
export function choiceLabel(
  choice: ArchiveChoice,
  text: (key: 'status.won' | 'status.lost' | 'status.started' | 'offline') => string,
): string {
  const parts = [choice.day];
  if (choice.status) parts.push(text(`status.${choice.status}`));
  if (choice.offline) parts.push(text('offline'));
  return parts.join(' · ');
}

/**
 * The archive's day picker: every past day on offer, newest first, each saying whether it is done and
 * whether it plays offline; Open goes to that day's address (`?day=YYYY-MM-DD`).
 */
export function ArchivePicker({
  choices,
  range,
  current,
}: {
  choices: readonly ArchiveChoice[];
  range: ArchiveRange;
  /** The day being played, selected in the list. */
  current: string | null;
}) {
  const { href, text } = useMessages(tldrPracticeMessages);
  const navigate = useNavigate();
  const id = useId();
  const firstUndone = choices.find((choice) => choice.status !== 'won' && choice.status !== 'lost');
  const [picked, setPicked] = useState<string | null>(null);
  const selected = picked ?? current ?? firstUndone?.day ?? choices[0]?.day ?? '';
  const open = (event: FormEvent) => {
    event.preventDefault();
    if (selected) void navigate(href(`${PATHS.tldr}?day=${selected}`));
  };
  const done = choices.filter((choice) => choice.status === 'won' || choice.status === 'lost').length;
  const offline = choices.filter((choice) => choice.offline).length;
  let note: string;
  // Without a connection the list still runs from the first day last heard, when this browser has one.
  if (range.kind === 'failed' && !range.firstDayKept) note = text('rangeFailed');
  else if (range.kind === 'loading' && choices.length === 0) note = text('rangeLoading');
  else if (choices.length === 0) note = text('archiveEmpty');
  else note = text('archiveSummary', { done, total: choices.length, offline });
  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-1">
      <h2 id={`${id}-heading`} className="sr-only">
        {text('archiveHeading')}
      </h2>
      <form onSubmit={open} className="flex items-center gap-2">
        <label htmlFor={id} className="shrink-0 text-sm font-medium">
          {text('dayLabel')}
        </label>
        <select
          id={id}
          value={selected}
          onChange={(event) => setPicked(event.target.value)}
          disabled={choices.length === 0}
          aria-describedby={`${id}-note`}
          className="min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-2 py-2 text-sm dark:border-slate-600 dark:bg-slate-900"
        >
          {choices.map((choice) => (
            <option key={choice.day} value={choice.day}>
              {choiceLabel(choice, text)}
            </option>
          ))}
        </select>
        <button type="submit" className="button-secondary" disabled={!selected}>
          {text('open')}
        </button>
      </form>
      <p
        id={`${id}-note`}
        className="text-center text-xs text-slate-600 dark:text-slate-400"
        data-testid="archive-note"
      >
        {note}
      </p>
    </section>
  );
}
