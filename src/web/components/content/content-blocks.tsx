// Longer than 300 lines because it decides in one place how every kind of block of the one content
// shape is drawn in each place a block can stand, so that a block reads the same on every page that
// uses it. Blocks with state or markup of their own (forms, tiles, buttons) live in files beside it.

import { Link } from 'react-router';
import type { Block, Card as CardData, RichText as RichTextData } from '../../content/content-types.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { SiteLink } from '../ui/links.tsx';
import { CallButton } from './call-button.tsx';
import { CONTENT_ICONS } from './content-icons.ts';
import { FaqAccordion } from './faq-accordion.tsx';
import { FeaturePart } from './feature-slots.tsx';
import { LinkTiles } from './link-tiles.tsx';
import { RichText } from './rich-text.tsx';
import { SignupForm } from './signup-form.tsx';
import { SourceList } from './source-list.tsx';

/**
 * Where a run of blocks stands, which sets how text and lists look: straight in a section of a long
 * `article` page, of an `info` page or of a `summary` or `listing` page (`overview`), or inside running
 * text, a boxed aside, a card or an answer.
 */
export type BlockPlace = 'article' | 'info' | 'overview' | 'prose' | 'callout' | 'card' | 'answer';

const STRONG = '[&_strong]:font-semibold [&_strong]:text-slate-900 dark:[&_strong]:text-white';

const PROSE = `max-w-3xl space-y-4 leading-relaxed text-slate-700 dark:text-slate-300 ${STRONG}`;

const OVERVIEW_TEXT = 'max-w-3xl leading-relaxed text-slate-700 dark:text-slate-300';

const LIST: Record<BlockPlace, string> = {
  article: `max-w-3xl list-disc space-y-2 pl-5 leading-relaxed text-slate-700 marker:text-indigo-600 dark:text-slate-300 dark:marker:text-indigo-400 ${STRONG}`,
  info: 'mb-4 list-disc space-y-2 pl-6 marker:text-slate-500',
  overview: `${OVERVIEW_TEXT} list-disc space-y-2 pl-5`,
  prose: 'list-disc space-y-1 pl-5',
  callout: 'list-disc space-y-1.5 pl-5',
  card: 'list-disc space-y-2 pl-5',
  answer: 'list-disc space-y-1 pl-6',
};

/**
 * The space above a block: after another straight in a section of a long page, or after a section's
 * heading or another block on a `summary` or `listing` page.
 */
function gapBefore(block: Block, previous: Block | undefined, place: BlockPlace): string {
  if (place === 'overview') {
    if (block.type === 'list') return 'mt-3';
    if (block.type !== 'paragraphs') return '';
    return !previous || previous.type === 'heading' ? 'mt-2' : 'mt-3';
  }
  if (place !== 'article' || !previous) return '';
  switch (block.type) {
    case 'paragraphs':
      return previous.type === 'cards' || previous.type === 'checklists' ? 'mt-5' : 'mt-4';
    case 'list':
    case 'tiles':
      return 'mt-4';
    case 'topics':
      return 'mt-8';
    default:
      return '';
  }
}

/** Running text with comfortable line length and spacing. */
export function Prose({ gap = '', children }: { gap?: string; children: React.ReactNode }) {
  return <div className={gap ? `${gap} ${PROSE}` : PROSE}>{children}</div>;
}

/** A boxed aside: a summary, a caution or a worked example. */
export function Callout({
  title,
  tone = 'info',
  headingLevel = 3,
  children,
}: {
  title: string;
  tone?: 'info' | 'caution';
  /** 2 when the box stands on its own rather than inside a section. */
  headingLevel?: 2 | 3;
  children: React.ReactNode;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const colours =
    tone === 'caution'
      ? 'border-amber-300 bg-amber-50 dark:border-amber-700/70 dark:bg-amber-950/40'
      : 'border-indigo-200 bg-indigo-50 dark:border-indigo-800/70 dark:bg-indigo-950/40';
  return (
    <div className={`mt-6 max-w-3xl rounded-xl border p-5 ${colours}`}>
      <Heading className="font-semibold text-slate-900 dark:text-white">{title}</Heading>
      <div className="mt-2 space-y-3 leading-relaxed text-slate-800 dark:text-slate-200 [&_strong]:font-semibold">
        {children}
      </div>
    </div>
  );
}

/** The call to play one game, at the foot of its guide or tips. */
export function PlayLink({ to, text }: { to: string; text: string }) {
  const { href } = useI18n();
  return (
    <Link to={href(to)} className="button-primary">
      {text}
    </Link>
  );
}

function Card({ card }: { card: CardData }) {
  const Icon = card.icon && CONTENT_ICONS[card.icon];
  return (
    <div className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <div className="flex items-center gap-3">
        {Icon && (
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-indigo-100 text-indigo-700 dark:bg-indigo-900/60 dark:text-indigo-300">
            <Icon aria-hidden="true" className="size-5" />
          </span>
        )}
        <h3 className="text-lg font-semibold text-slate-900 dark:text-white">{card.title}</h3>
      </div>
      <div
        className={`mt-3 flex-1 space-y-3 text-[0.95rem] leading-relaxed text-slate-700 dark:text-slate-300 ${STRONG}`}
      >
        <Blocks blocks={card.blocks} place="card" />
      </div>
      {card.play && (
        <div className="mt-4">
          <PlayLink to={card.play.to} text={card.play.text} />
        </div>
      )}
    </div>
  );
}

function Paragraphs({
  items,
  small,
  place,
}: {
  items: readonly RichTextData[];
  small?: boolean;
  place: BlockPlace;
}) {
  const paragraphs = items.map((text, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: a fixed text never reorders
    <p key={index} className={small ? 'text-sm' : undefined}>
      <RichText text={text} />
    </p>
  ));
  return place === 'article' ? <Prose>{paragraphs}</Prose> : paragraphs;
}

/** Paragraphs on a `summary` or `listing` page: one stands alone, several share a column. */
function OverviewParagraphs({
  items,
  small,
  gap,
}: {
  items: readonly RichTextData[];
  small?: boolean;
  gap: string;
}) {
  const [only] = items;
  if (items.length === 1 && only !== undefined) {
    return (
      <p className={`${gap} ${OVERVIEW_TEXT}${small ? ' text-sm' : ''}`}>
        <RichText text={only} />
      </p>
    );
  }
  return (
    <div className={`${gap} ${OVERVIEW_TEXT} space-y-3`}>
      {items.map((text, index) => (
        // Small type keeps the column's relaxed line height (Tailwind's text size would reset it).
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed text never reorders
        <p key={index} className={small ? 'text-sm leading-relaxed' : undefined}>
          <RichText text={text} />
        </p>
      ))}
    </div>
  );
}

function ListItems({ items }: { items: readonly RichTextData[] }) {
  return items.map((text, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list never reorders
    <li key={index}>
      <RichText text={text} />
    </li>
  ));
}

const CHECKLIST_COLOURS = {
  go: 'border-emerald-300 bg-emerald-50 dark:border-emerald-800 dark:bg-emerald-950/40',
  stop: 'border-amber-300 bg-amber-50 dark:border-amber-700/70 dark:bg-amber-950/40',
};

const PRINCIPLE_BOX =
  'rounded-lg border-l-4 border-indigo-600 bg-slate-50 py-3 pr-4 pl-4 dark:border-indigo-400 dark:bg-slate-900';

/** One block of a content page, drawn for the place it stands in. */
function BlockView({ block, place, gap }: { block: Block; place: BlockPlace; gap: string }) {
  switch (block.type) {
    case 'paragraphs':
      if (place === 'overview')
        return <OverviewParagraphs items={block.items} small={block.small} gap={gap} />;
      if (gap) {
        return (
          <Prose gap={gap}>
            <Paragraphs items={block.items} place="prose" />
          </Prose>
        );
      }
      return <Paragraphs items={block.items} small={block.small} place={place} />;
    case 'list': {
      if (place === 'overview') {
        return (
          <ul className={`${gap} ${LIST.overview}`}>
            <ListItems items={block.items} />
          </ul>
        );
      }
      const list = (
        <ul className={block.bare ? 'mb-4 space-y-3' : LIST[place]}>
          <ListItems items={block.items} />
        </ul>
      );
      return gap ? <div className={gap}>{list}</div> : list;
    }
    case 'heading':
      if (place === 'overview') {
        return <h3 className="mt-8 text-xl font-semibold text-slate-900 dark:text-white">{block.text}</h3>;
      }
      return <h3 className="mt-6 mb-2 font-semibold text-slate-900 dark:text-white">{block.text}</h3>;
    case 'callout':
      return (
        <Callout title={block.title} tone={block.tone}>
          <Blocks blocks={block.blocks} place="callout" />
        </Callout>
      );
    case 'cards':
      return (
        <div className={`grid gap-4 ${block.columns === 'sm' ? 'sm:grid-cols-2' : 'md:grid-cols-2'}`}>
          {block.cards.map((card) => (
            <Card key={card.title} card={card} />
          ))}
        </div>
      );
    case 'figures':
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
    case 'notes':
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
    case 'topics':
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
    case 'table':
      return (
        <>
          <h3 className="mt-8 text-lg font-semibold text-slate-900 dark:text-white">{block.title}</h3>
          <div className="mt-3">
            <table className="w-full border-collapse text-left text-[0.95rem]">
              <caption className="sr-only">{block.caption}</caption>
              <thead>
                <tr className="border-b border-slate-300 dark:border-slate-700">
                  {block.columns.map((column, index) => (
                    <th
                      key={column}
                      scope="col"
                      className={`py-2 font-semibold text-slate-900 dark:text-white${index < block.columns.length - 1 ? ' pr-4' : ''}`}
                    >
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="text-slate-700 dark:text-slate-300">
                {block.rows.map(([head, ...cells]) => (
                  <tr key={head} className="border-b border-slate-200 dark:border-slate-800">
                    <th scope="row" className="py-2 pr-4 font-medium text-slate-900 dark:text-white">
                      {head}
                    </th>
                    {cells.map((cell, index) => (
                      <td
                        // biome-ignore lint/suspicious/noArrayIndexKey: the columns of a fixed table
                        key={index}
                        className={index < cells.length - 1 ? 'py-2 pr-4' : 'py-2 whitespace-nowrap'}
                      >
                        {cell}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      );
    case 'checklists':
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
    case 'tiles':
      return (
        <div className={`${gap} grid gap-3 sm:grid-cols-2`}>
          {block.tiles.map((tile) => (
            <p
              key={tile.label}
              className="rounded-lg border border-slate-200 px-4 py-3 text-slate-700 dark:border-slate-800 dark:text-slate-300"
            >
              <strong className="font-semibold text-slate-900 dark:text-white">{tile.label}</strong>:{' '}
              {tile.text}
            </p>
          ))}
        </div>
      );
    case 'phases':
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
    case 'link-cards':
      if (place === 'overview') return <LinkTiles links={block.links} />;
      return (
        <ul className="mb-4 grid gap-3 sm:grid-cols-2">
          {block.links.map((link) => (
            <li key={link.to} className="rounded-lg border border-slate-200 p-4 dark:border-slate-800">
              <SiteLink to={link.to}>{link.text}</SiteLink>
              <span className="mt-1 block text-sm">{link.description}</span>
            </li>
          ))}
        </ul>
      );
    case 'glance':
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
    case 'definitions':
      if (block.style === 'storage') {
        return (
          <dl className="mb-4 divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
            {block.items.map((item) => (
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
      return (
        <dl className="mb-4 space-y-4">
          {block.items.map((item) => (
            <div key={item.term} className={PRINCIPLE_BOX}>
              <dt className="font-semibold text-slate-900 dark:text-white">{item.term}</dt>
              <dd className="mt-1 leading-relaxed text-slate-700 dark:text-slate-300">
                <RichText text={item.text} />
              </dd>
            </div>
          ))}
        </dl>
      );
    case 'faq':
      return (
        <FaqAccordion
          items={block.items.map((item) => ({
            id: item.id,
            question: item.question,
            answer: (
              <div className="space-y-3 pb-3 [&_p]:mb-0">
                <Blocks blocks={item.answer} place="answer" />
              </div>
            ),
          }))}
        />
      );
    case 'sources':
      return <SourceList sources={block.sources} />;
    case 'feature':
      return <FeaturePart name={block.name} />;
    case 'button':
      return <CallButton block={block} />;
    case 'signup':
      return (
        <SignupForm
          label={block.label}
          placeholder={block.placeholder}
          button={block.button}
          note={block.note}
        />
      );
  }
}

/**
 * A run of blocks, spaced as the place they stand in asks; `firstGap`, when given, is the space above
 * the first block instead.
 */
export function Blocks({
  blocks,
  place,
  firstGap,
}: {
  blocks: readonly Block[];
  place: BlockPlace;
  firstGap?: string;
}) {
  return blocks.map((block, index) => (
    <BlockView
      // biome-ignore lint/suspicious/noArrayIndexKey: the blocks of a fixed page never reorder
      key={index}
      block={block}
      place={place}
      gap={index === 0 && firstGap !== undefined ? firstGap : gapBefore(block, blocks[index - 1], place)}
    />
  ));
}
