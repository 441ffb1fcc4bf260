import type { ContentPage, Section } from '../../content/content-types.ts';
import type { Lang } from '../../i18n/i18n.ts';
import { Blocks } from './content-blocks.tsx';
import { CONTENT_ICONS } from './content-icons.ts';
import { EYEBROW_CLASS, listed, PAGE_TITLE_CLASS } from './page-heading.ts';
import { RichText } from './rich-text.tsx';
import { useContentMessages } from './use-content-messages.ts';

type Tone = NonNullable<Section['tone']>;
type FootPart = NonNullable<ContentPage['foot']>[number];

const SECTION_TITLE = 'text-2xl font-bold tracking-tight text-slate-900 dark:text-white';
/** Sections side by side are half as wide, so their titles are smaller. */
const ROW_SECTION_TITLE = 'flex items-center gap-2 text-xl font-semibold text-slate-900 dark:text-white';
const BODY_TEXT = 'leading-relaxed text-slate-700 dark:text-slate-300';

const BOX: Record<Tone, string> = {
  info: 'rounded-xl border border-indigo-200 bg-indigo-50 p-6 dark:border-indigo-800 dark:bg-indigo-950/50',
  muted: 'rounded-xl border border-slate-200 bg-slate-50 p-6 dark:border-slate-800 dark:bg-slate-900',
  warm: 'rounded-xl border border-amber-200 bg-amber-50 p-6 dark:border-amber-800 dark:bg-amber-950/40',
};

const ICON_COLOUR: Record<Tone, string> = {
  info: 'text-indigo-700 dark:text-indigo-300',
  muted: 'text-indigo-700 dark:text-indigo-300',
  warm: 'text-amber-700 dark:text-amber-300',
};

function isRow(part: FootPart): part is readonly Section[] {
  return Array.isArray(part);
}

/** One section, boxed when it has a tone; its title's id names it, and the table of contents links there. */
function OverviewSection({
  section,
  margin,
  inRow = false,
}: {
  section: Section;
  margin?: string;
  inRow?: boolean;
}) {
  const Landmark = section.landmark ?? 'section';
  const Icon = section.icon && CONTENT_ICONS[section.icon];
  // Sections side by side are narrow already, so their text takes their whole width.
  const fullWidth = section.fullWidth || inRow;
  const className = [margin, section.tone && BOX[section.tone], fullWidth && '*:max-w-none']
    .filter(Boolean)
    .join(' ');
  return (
    <Landmark aria-labelledby={section.id} className={className || undefined}>
      <h2 id={section.id} className={inRow ? ROW_SECTION_TITLE : SECTION_TITLE}>
        {Icon && <Icon aria-hidden="true" className={`size-5 ${ICON_COLOUR[section.tone ?? 'info']}`} />}
        {section.title}
      </h2>
      {section.intro && (
        <div className={`mt-2 ${BODY_TEXT}`}>
          <Blocks blocks={section.intro} place="prose" />
        </div>
      )}
      {/* A box across the page leaves a little more room under its large title. */}
      <Blocks
        blocks={section.blocks}
        place="overview"
        firstGap={section.tone && !inRow ? 'mt-3' : undefined}
      />
    </Landmark>
  );
}

/**
 * A `summary` or `listing` page: its heading, the table of contents as a row of links, a lead without
 * a heading, the sections, and at the foot the parts set apart (links to more pages, asides side by
 * side). A `listing` gathers others' articles, so it is no article itself and is wider.
 */
export function OverviewFrame({ page, lang }: { page: ContentPage; lang: Lang }) {
  const { text } = useContentMessages(lang);
  const listing = page.layout === 'listing';
  const Root = listing ? 'div' : 'article';
  const contents = page.contents ? listed(page.sections) : [];
  return (
    <Root lang={lang} className={`mx-auto ${listing ? 'max-w-6xl' : 'max-w-5xl'} px-4 py-10`}>
      <header className="max-w-3xl">
        {page.eyebrow && <p className={EYEBROW_CLASS}>{page.eyebrow}</p>}
        <h1 className={page.eyebrow ? `mt-2 ${PAGE_TITLE_CLASS}` : PAGE_TITLE_CLASS}>{page.title}</h1>
        {page.intro.map((paragraph, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed text never reorders
          <p key={index} className={`mt-4 text-lg ${BODY_TEXT}`}>
            <RichText text={paragraph} />
          </p>
        ))}
      </header>
      {contents.length > 0 && (
        <nav aria-label={text('onThisPage')} className="mt-8">
          <ul className="flex flex-wrap gap-2">
            {contents.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="inline-block rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
                >
                  {section.label ?? section.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {page.lead && (
        <div className="mt-8">
          <Blocks blocks={page.lead} place="overview" />
        </div>
      )}
      {page.sections.map((section, index) => (
        <OverviewSection
          key={section.id}
          section={section}
          margin={index === 0 && !page.lead ? 'mt-8' : 'mt-12'}
        />
      ))}
      {page.foot?.map((part) =>
        isRow(part) ? (
          <div key={part.map((section) => section.id).join(' ')} className="mt-14 grid gap-6 lg:grid-cols-2">
            {part.map((section) => (
              <OverviewSection key={section.id} section={section} inRow />
            ))}
          </div>
        ) : (
          <OverviewSection key={part.id} section={part} margin="mt-14" />
        ),
      )}
    </Root>
  );
}
