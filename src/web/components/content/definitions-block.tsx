import type { BlockOf } from './block-kinds.ts';
import { RichText } from './rich-text.tsx';

type Definitions = BlockOf<'definitions'>;

const PRINCIPLE_BOX =
  'rounded-lg border-l-4 border-indigo-600 bg-slate-50 py-3 pr-4 pl-4 dark:border-indigo-400 dark:bg-slate-900';

/** What the site stores, one row a name: the name in code type beside what it holds. */
function StorageDefinitions({ items }: { items: Definitions['items'] }) {
  return (
    <dl className="mb-4 divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
      {items.map((item) => (
        <div key={item.term} className="grid gap-1 p-4 sm:grid-cols-[14rem_1fr] sm:gap-4">
          <dt className="font-mono text-sm font-semibold break-words text-slate-900 dark:text-white">
            {item.term}
          </dt>
          <dd className="leading-relaxed text-slate-700 dark:text-slate-300">
            <RichText text={item.text} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Principles, each term boxed with its explanation. */
function PrincipleDefinitions({ items }: { items: Definitions['items'] }) {
  return (
    <dl className="mb-4 space-y-4">
      {items.map((item) => (
        <div key={item.term} className={PRINCIPLE_BOX}>
          <dt className="font-semibold text-slate-900 dark:text-white">{item.term}</dt>
          <dd className="mt-1 leading-relaxed text-slate-700 dark:text-slate-300">
            <RichText text={item.text} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Terms and what they mean, in the block's style. */
export function DefinitionsBlock({ block }: { block: Definitions }) {
  return block.style === 'storage' ? (
    <StorageDefinitions items={block.items} />
  ) : (
    <PrincipleDefinitions items={block.items} />
  );
}
