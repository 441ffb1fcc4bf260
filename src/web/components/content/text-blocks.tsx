import type { RichText as RichTextData } from '../../content/content-types.ts';
import type { BlockOf, BlockPlace } from './block-kinds.ts';
import { RichText } from './rich-text.tsx';

/** Bold words inside running text stand out from it. */
export const STRONG = '[&_strong]:font-semibold [&_strong]:text-slate-900 dark:[&_strong]:text-white';

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

/** Running text with comfortable line length and spacing. */
export function Prose({ gap = '', children }: { gap?: string; children: React.ReactNode }) {
  return <div className={gap ? `${gap} ${PROSE}` : PROSE}>{children}</div>;
}

/** The items of a bulleted list, for any list that holds rich text. */
export function ListItems({ items }: { items: readonly RichTextData[] }) {
  return items.map((text, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list never reorders
    <li key={index}>
      <RichText text={text} />
    </li>
  ));
}

function Paragraphs({
  items,
  small,
  place,
}: {
  items: readonly RichTextData[];
  small?: boolean | undefined;
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
  small?: boolean | undefined;
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

/** Paragraphs: a column of their own on an overview, running text elsewhere. */
export function ParagraphsBlock({
  block,
  place,
  gap,
}: {
  block: BlockOf<'paragraphs'>;
  place: BlockPlace;
  gap: string;
}) {
  if (place === 'overview') return <OverviewParagraphs items={block.items} small={block.small} gap={gap} />;
  if (gap) {
    return (
      <Prose gap={gap}>
        <Paragraphs items={block.items} place="prose" />
      </Prose>
    );
  }
  return <Paragraphs items={block.items} small={block.small} place={place} />;
}

/** A bulleted list, styled for the place it stands in (or without bullets when `bare`). */
export function ListBlock({ block, place, gap }: { block: BlockOf<'list'>; place: BlockPlace; gap: string }) {
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

/** A heading inside a section. */
export function HeadingBlock({ block, place }: { block: BlockOf<'heading'>; place: BlockPlace }) {
  if (place === 'overview') {
    return <h3 className="mt-8 text-xl font-semibold text-slate-900 dark:text-white">{block.text}</h3>;
  }
  return <h3 className="mt-6 mb-2 font-semibold text-slate-900 dark:text-white">{block.text}</h3>;
}

/** A text quoted word for word, in its own language, set apart from the page's own words. */
export function QuoteBlock({ block }: { block: BlockOf<'quote'> }) {
  return (
    <blockquote
      lang={block.lang}
      className="space-y-2 border-l-4 border-slate-300 pl-4 text-sm text-slate-700 dark:border-slate-600 dark:text-slate-300"
    >
      {block.items.map((item) => (
        <p key={item}>{item}</p>
      ))}
    </blockquote>
  );
}
