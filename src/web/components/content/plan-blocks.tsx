// What to do and when: lists of what to do and what to avoid, and a programme's phases.
import type { BlockOf } from './block-kinds.ts';
import { ListItems } from './text-blocks.tsx';

const CHECKLIST_COLOURS = {
  go: 'border-emerald-300 bg-emerald-50 dark:border-emerald-800 dark:bg-emerald-950/40',
  stop: 'border-amber-300 bg-amber-50 dark:border-amber-700/70 dark:bg-amber-950/40',
};

/** Checklists side by side, each coloured by whether it says what to do or what to avoid. */
export function ChecklistsBlock({ block }: { block: BlockOf<'checklists'> }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {block.lists.map((list) => (
        <div key={list.title} className={`rounded-xl border p-5 ${CHECKLIST_COLOURS[list.tone]}`}>
          <h3 className="font-semibold text-slate-900 dark:text-white">{list.title}</h3>
          <ul className="mt-2 list-disc space-y-1.5 pl-5 leading-relaxed text-slate-800 dark:text-slate-200">
            <ListItems items={list.items} />
          </ul>
        </div>
      ))}
    </div>
  );
}

/** A programme's numbered phases, each with its weeks, sessions and steps. */
export function PhasesBlock({ block }: { block: BlockOf<'phases'> }) {
  return (
    <ol className="grid gap-4 lg:grid-cols-3">
      {block.phases.map((phase, index) => (
        <li
          key={phase.weeks}
          className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
        >
          <p className="text-sm font-semibold text-indigo-700 dark:text-indigo-300">
            {block.label} {index + 1} &middot; {phase.weeks}
          </p>
          <h3 className="mt-1 text-lg font-semibold text-slate-900 dark:text-white">{phase.name}</h3>
          <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
            {phase.sessions}, {phase.length}
          </p>
          <ul className="mt-3 list-disc space-y-2 pl-5 text-[0.95rem] leading-relaxed text-slate-700 dark:text-slate-300">
            <ListItems items={phase.steps} />
          </ul>
        </li>
      ))}
    </ol>
  );
}
