import { House } from 'lucide-react';
import { Link } from 'react-router';
import {
  type ContentPage as ContentPageData,
  contentIn,
  type GameGuide,
  type PageAction,
  type Section,
} from '../../content/content-types.ts';
import type { Messages } from '../../i18n/catalog.ts';
import { writeOutDay } from '../../i18n/dates.ts';
import { type Lang, useI18n } from '../../i18n/i18n.ts';
import { PATHS } from '../../lib/paths.ts';
import { SISTER_SITE } from '../../lib/site-identity.ts';
import { BackButton } from '../ui/back-button.tsx';
import { SiteLink } from '../ui/links.tsx';
import { Callout } from './callout.tsx';
import { Blocks } from './content-blocks.tsx';
import { CONTENT_ICONS } from './content-icons.ts';
import { type FeatureParts, FeaturePartsProvider } from './feature-slots.tsx';
import { OverviewFrame } from './overview-frame.tsx';
import { EYEBROW_CLASS, listed, PAGE_TITLE_CLASS } from './page-heading.ts';
import { PlayLink } from './play-link.tsx';
import { RichText } from './rich-text.tsx';
import { SisterSiteCard } from './sister-site-card.tsx';
import { Prose } from './text-blocks.tsx';
import { useContentMessages } from './use-content-messages.ts';

const SECTION_TITLE = 'text-2xl font-bold tracking-tight text-slate-900 sm:text-[1.7rem] dark:text-white';

/** A top-level part of a long page, reachable from the table of contents by its id. */
function ArticleSection({ section }: { section: Section }) {
  if (section.callout) {
    return (
      <Callout title={section.title} headingLevel={2}>
        <Blocks blocks={section.blocks} place="callout" />
      </Callout>
    );
  }
  if (section.guide) return <GameGuideSection section={section} guide={section.guide} />;
  return (
    <section id={section.id} aria-labelledby={`${section.id}-title`} className="mt-12">
      <h2 id={`${section.id}-title`} className={SECTION_TITLE}>
        {section.title}
      </h2>
      {section.intro && (
        <div className="mt-3 max-w-3xl">
          <Blocks blocks={section.intro} place="article" />
        </div>
      )}
      <div className="mt-5">
        <Blocks blocks={section.blocks} place="article" />
      </div>
    </section>
  );
}

/** One game's guide: what it asks of you, how it scores, and how to play it well. */
function GameGuideSection({ section, guide }: { section: Section; guide: GameGuide }) {
  const Icon = CONTENT_ICONS[guide.icon];
  return (
    <section id={section.id} aria-labelledby={`${section.id}-title`} className="mt-14">
      <div className="flex items-center gap-3">
        <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-indigo-100 text-indigo-700 dark:bg-indigo-900/60 dark:text-indigo-300">
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <h2 id={`${section.id}-title`} className={SECTION_TITLE}>
          {section.title}
        </h2>
      </div>
      <div className="mt-4">
        <Prose>
          <Blocks blocks={guide.summary} place="prose" />
        </Prose>
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div>
          <h3 className="text-lg font-semibold text-slate-900 dark:text-white">{guide.strategies.title}</h3>
          <div className="mt-3">
            <Blocks blocks={guide.strategies.blocks} place="article" />
          </div>
        </div>
        <div className="self-start rounded-xl border border-slate-200 bg-slate-50 p-5 dark:border-slate-800 dark:bg-slate-900">
          <h3 className="font-semibold text-slate-900 dark:text-white">{guide.scoring.title}</h3>
          <div className="mt-2 space-y-2 text-[0.95rem] leading-relaxed text-slate-700 dark:text-slate-300 [&_strong]:font-semibold [&_strong]:text-slate-900 dark:[&_strong]:text-white">
            <Blocks blocks={guide.scoring.blocks} place="card" />
          </div>
        </div>
      </div>
      <p className="mt-6">
        <PlayLink to={guide.play.to} text={guide.play.text} />
      </p>
    </section>
  );
}

function Action({ action }: { action: PageAction }) {
  const { t, href } = useI18n();
  switch (action.type) {
    case 'back':
      return <BackButton />;
    case 'home':
      return (
        <Link to={href(PATHS.home)} className="button-secondary">
          <House aria-hidden="true" className="size-4" />
          {t('common.home')}
        </Link>
      );
    case 'link':
      if (action.style === 'primary') {
        return (
          <Link to={href(action.to)} lang="en" className="button-primary">
            {action.text}
          </Link>
        );
      }
      return (
        <span lang="en">
          <SiteLink to={action.to}>{action.text}</SiteLink>
        </span>
      );
  }
}

/** A long page: a heading with its lead and table of contents, the sections, then a row of actions. */
function ArticleFrame({ page, lang }: { page: ContentPageData; lang: Lang }) {
  const { lang: siteLang, text, uiLang } = useContentMessages(lang);
  const contents = listed(page.sections);
  return (
    <article lang={lang} className="mx-auto max-w-4xl px-4 pt-10 pb-6 sm:pt-14">
      <header className="border-b border-slate-200 pb-8 dark:border-slate-800">
        <p className={EYEBROW_CLASS}>{page.eyebrow}</p>
        <h1 className={`mt-2 ${PAGE_TITLE_CLASS}`}>{page.title}</h1>
        <div className="mt-4 max-w-3xl text-lg leading-relaxed text-slate-700 dark:text-slate-300">
          <Blocks blocks={[{ type: 'paragraphs', items: page.intro }]} place="prose" />
        </div>
        {contents.length > 0 && (
          <nav aria-label={text('onThisPage')} className="mt-6">
            <h2 lang={uiLang} className="text-sm font-semibold text-slate-900 dark:text-white">
              {text('onThisPage')}
            </h2>
            <ul className="mt-2 flex flex-wrap gap-2">
              {contents.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="inline-flex rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-800 hover:border-indigo-400 hover:bg-indigo-50 dark:border-slate-700 dark:text-slate-200 dark:hover:border-indigo-400 dark:hover:bg-slate-900"
                  >
                    {section.label ?? section.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </header>
      {page.sections.map((section) => (
        <ArticleSection key={section.id} section={section} />
      ))}
      {page.sisterSite && SISTER_SITE && (
        <SisterSiteCard site={SISTER_SITE} context={page.sisterSite} lang={lang} />
      )}
      {page.actions && (
        <div
          lang={siteLang}
          className="mt-12 flex flex-wrap items-center gap-3 border-t border-slate-200 pt-8 dark:border-slate-800"
        >
          {page.actions.map((action) => (
            <Action key={action.type === 'link' ? action.to : action.type} action={action} />
          ))}
        </div>
      )}
    </article>
  );
}

/** A page of plain sections: one heading, an opening paragraph, the sections and the related pages. */
function InfoFrame({ page, lang }: { page: ContentPageData; lang: Lang }) {
  const { text, uiLang } = useContentMessages(lang);
  const contents = page.contents ? listed(page.sections) : [];
  return (
    <article lang={lang} className="prose-page">
      <h1>{page.title}</h1>
      {page.updated && (
        <p lang={uiLang} className="text-sm text-slate-700 dark:text-slate-300">
          {text('lastUpdated', { date: writeOutDay(page.updated, uiLang ?? lang) })}
        </p>
      )}
      {page.intro.map((text, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed text never reorders
        <p key={index} className="text-lg">
          <RichText text={text} />
        </p>
      ))}
      {contents.length > 0 && (
        <nav
          aria-labelledby="contents-title"
          className="my-6 rounded-lg border border-slate-200 bg-slate-50 p-4 dark:border-slate-800 dark:bg-slate-900"
        >
          <h2 id="contents-title" lang={uiLang} className="!mt-0 !mb-2 !text-base">
            {text('onThisPage')}
          </h2>
          <ol className="list-decimal space-y-1 pl-6 sm:columns-2 sm:gap-8">
            {contents.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}-title`}
                  className="text-indigo-700 underline underline-offset-4 hover:text-indigo-900 dark:text-indigo-300 dark:hover:text-indigo-200"
                >
                  {section.label ?? section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {page.sections.map((section) => (
        <section key={section.id} aria-labelledby={`${section.id}-title`}>
          <h2 id={`${section.id}-title`}>{section.title}</h2>
          <Blocks blocks={section.blocks} place="info" />
        </section>
      ))}
      {page.related && (
        <nav
          aria-labelledby="related-pages"
          className="mt-12 border-t border-slate-200 pt-6 dark:border-slate-800"
        >
          <h2 id="related-pages" lang={uiLang} className="!mt-0">
            {text('relatedPages')}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2">
            {page.related.map((link) => (
              <li
                key={link.to}
                className="rounded-lg border border-slate-200 bg-slate-50 p-4 dark:border-slate-800 dark:bg-slate-900"
              >
                <SiteLink to={link.to}>{link.text}</SiteLink>
                <span className="mt-1 block text-sm">{link.description}</span>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </article>
  );
}

const FRAMES = {
  article: ArticleFrame,
  info: InfoFrame,
  summary: OverviewFrame,
  listing: OverviewFrame,
} satisfies Record<ContentPageData['layout'], unknown>;

/**
 * A content page from its data, in the visitor's language when it has been translated and otherwise in
 * English, marked as such for assistive technology. `features` are the parts the route supplies for the
 * page's `feature` blocks, by name.
 */
export function ContentPageView({
  content,
  features = {},
}: {
  content: Messages<ContentPageData>;
  features?: FeatureParts;
}) {
  const { lang: siteLang } = useI18n();
  const { page, lang } = contentIn(content, siteLang);
  const Frame = FRAMES[page.layout];
  return (
    <FeaturePartsProvider parts={features}>
      <Frame page={page} lang={lang} />
    </FeaturePartsProvider>
  );
}
