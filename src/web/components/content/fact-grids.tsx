// Short facts laid out in a grid: a figure with its unit, a note or a topic beside its icon, a
// labelled tile, an item seen at a glance.
import type { BlockOf } from './block-kinds.ts';
import { CONTENT_ICONS } from './content-icons.ts';
import { RichText } from './rich-text.tsx';

/** Large figures, each with its unit and what it counts. */
export function FiguresBlock({ block }: { block: BlockOf<'figures'> }) {
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      {block.figures.map((figure) => (
        <div
          key={figure.unit}
          className="rounded-xl border border-slate-200 bg-slate-50 p-5 dark:border-slate-800 dark:bg-slate-900"
        >
          <p className="flex items-baseline gap-1.5">
            <span className="text-3xl font-extrabold tracking-tight text-indigo-700 tabular-nums dark:text-indigo-300">
              {figure.value}
            </span>
            <span className="font-semibold text-slate-800 dark:text-slate-200">{figure.unit}</span>
          </p>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{figure.label}</p>
        </div>
      ))}
    </div>
  );
}

/** Notes, each a sentence beside its icon. */
export function NotesBlock({ block }: { block: BlockOf<'notes'> }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {block.notes.map((note) => {
        const Icon = CONTENT_ICONS[note.icon];
        return (
          <div
            key={note.icon}
            className="flex gap-3 rounded-xl border border-slate-200 p-5 dark:border-slate-800"
          >
            <Icon
              aria-hidden="true"
              className="mt-0.5 size-5 shrink-0 text-indigo-700 dark:text-indigo-300"
            />
            <p className="leading-relaxed text-slate-700 dark:text-slate-300">
              <RichText text={note.text} />
            </p>
          </div>
        );
      })}
    </div>
  );
}

/** Topics in columns, each a titled paragraph under its icon. */
export function TopicsBlock({ block, gap }: { block: BlockOf<'topics'>; gap: string }) {
  return (
    <div className={`${gap} grid gap-6 md:grid-cols-3`}>
      {block.topics.map((topic) => {
        const Icon = CONTENT_ICONS[topic.icon];
        return (
          <div key={topic.title}>
            <h3 className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white">
              <Icon aria-hidden="true" className="size-5 text-indigo-700 dark:text-indigo-300" />
              {topic.title}
            </h3>
            <p className="mt-2 leading-relaxed text-slate-700 dark:text-slate-300">
              <RichText text={topic.text} />
            </p>
          </div>
        );
      })}
    </div>
  );
}

/** Tiles of a bold label and its text. */
export function TilesBlock({ block, gap }: { block: BlockOf<'tiles'>; gap: string }) {
  return (
    <div className={`${gap} grid gap-3 sm:grid-cols-2`}>
      {block.tiles.map((tile) => (
        <p
          key={tile.label}
          className="rounded-lg border border-slate-200 px-4 py-3 text-slate-700 dark:border-slate-800 dark:text-slate-300"
        >
          <strong className="font-semibold text-slate-900 dark:text-white">{tile.label}</strong>: {tile.text}
        </p>
      ))}
    </div>
  );
}

/** A page's main points at a glance, each a title over a line. */
export function GlanceBlock({ block }: { block: BlockOf<'glance'> }) {
  return (
    <ul className="mb-6 grid gap-3 sm:grid-cols-2">
      {block.items.map((item) => (
        <li
          key={item.title}
          className="rounded-lg border border-slate-200 bg-slate-50 p-4 dark:border-slate-800 dark:bg-slate-900"
        >
          <span className="block font-semibold text-slate-900 dark:text-white">{item.title}</span>
          <span className="mt-1 block text-sm">{item.text}</span>
        </li>
      ))}
    </ul>
  );
}
