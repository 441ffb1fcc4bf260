import { BookOpen, Brain, FlaskConical, Lightbulb, Mail, Sparkles, Target } from 'lucide-react';
import { useId, useState } from 'react';
import type { MetaFunction } from 'react-router';
import { Link } from 'react-router';
import { ExternalLink } from '../components/ui/links.tsx';
import { ArticleCard } from '../features/blog/article-card.tsx';
import { articlesIn, CATEGORIES, type Category, FEATURED_ARTICLE } from '../features/blog/articles.ts';
import { useI18n } from '../i18n/i18n.ts';
import { pageMeta } from '../lib/meta.ts';
import { PATHS, SISTER_SITE_URL } from '../lib/paths.ts';

export const meta: MetaFunction = () =>
  pageMeta({
    path: PATHS.blog,
    title: 'Brain Training Blog',
    description:
      'A reading list of articles from reputable sources about brain-training research, brain health, the psychology of memory and brain-training technology.',
    keywords: 'brain blog, brain training articles, memory articles, psychology, brain health reading list',
  });

const EXPLORE_LINKS = [
  {
    path: PATHS.brainHealth,
    label: 'Brain Health',
    text: 'Habits that support a healthy brain.',
    Icon: Brain,
  },
  {
    path: PATHS.research,
    label: 'Research',
    text: 'What studies of brain training found.',
    Icon: FlaskConical,
  },
  {
    path: PATHS.brainScience,
    label: 'Brain Science',
    text: 'The science behind training and learning.',
    Icon: Lightbulb,
  },
  {
    path: PATHS.trainingTips,
    label: 'Training Tips',
    text: 'How to practise well and keep it fun.',
    Icon: Target,
  },
  {
    path: PATHS.gameGuides,
    label: 'Game Guides',
    text: 'Strategies for each of our four games.',
    Icon: BookOpen,
  },
];

const sectionTitle = 'text-2xl font-bold tracking-tight text-slate-900 dark:text-white';

function CategoryFilter({
  selected,
  onSelect,
}: {
  selected: Category;
  onSelect: (category: Category) => void;
}) {
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">Filter articles by category</legend>
      {CATEGORIES.map((category) => {
        const pressed = category === selected;
        return (
          <button
            key={category}
            type="button"
            aria-pressed={pressed}
            onClick={() => onSelect(category)}
            className={`rounded-full border px-4 py-1.5 text-sm font-medium transition-colors ${
              pressed
                ? 'border-indigo-700 bg-indigo-700 text-white dark:border-indigo-300 dark:bg-indigo-300 dark:text-slate-950'
                : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800'
            }`}
          >
            {category}
          </button>
        );
      })}
    </fieldset>
  );
}

function StayUpdated() {
  const inputId = useId();
  const noteId = useId();
  return (
    <section
      aria-labelledby="stay-updated"
      className="rounded-xl border border-slate-200 bg-slate-50 p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2
        id="stay-updated"
        className="flex items-center gap-2 text-xl font-semibold text-slate-900 dark:text-white"
      >
        <Mail aria-hidden="true" className="size-5 text-indigo-700 dark:text-indigo-300" />
        Stay Updated
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-slate-700 dark:text-slate-300">
        Our newsletter about new reading has not started yet.
      </p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor={inputId} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
            E-mail address
          </label>
          <input
            id={inputId}
            type="email"
            name="email"
            autoComplete="email"
            placeholder="you@example.com"
            aria-describedby={noteId}
            className="mt-1 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 dark:border-slate-500 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-400"
          />
        </div>
        <button type="button" className="button-primary py-2.5">
          Subscribe
        </button>
      </div>
      <p id={noteId} className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        Subscribing is not available yet: nothing you type here is sent or stored.
      </p>
    </section>
  );
}

export default function BlogPage() {
  const { href } = useI18n();
  const [category, setCategory] = useState<Category>('All');
  const articles = articlesIn(category);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">Blog</h1>
        <p className="mt-4 text-lg leading-relaxed text-slate-700 dark:text-slate-300">
          A reading list about the brain, memory, psychology and brain-training technology, from reputable
          publishers. The summaries are ours; each article opens on its publisher&apos;s site in a new tab.
        </p>
      </header>

      <div className="mt-8">
        <ArticleCard article={FEATURED_ARTICLE} featured />
      </div>

      <section aria-labelledby="more-articles" className="mt-12">
        <h2 id="more-articles" className={sectionTitle}>
          More articles
        </h2>
        <div className="mt-4">
          <CategoryFilter selected={category} onSelect={setCategory} />
        </div>
        <p role="status" className="mt-3 text-sm text-slate-600 dark:text-slate-400">
          {category === 'All'
            ? `Showing all ${articles.length} more articles.`
            : `Showing ${articles.length} ${articles.length === 1 ? 'article' : 'articles'} in ${category}.`}
        </p>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {articles.map((article) => (
            <li key={article.id}>
              <ArticleCard article={article} />
            </li>
          ))}
        </ul>
      </section>

      <nav aria-labelledby="explore-more" className="mt-14">
        <h2 id="explore-more" className={sectionTitle}>
          Explore More Topics
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
          {EXPLORE_LINKS.map(({ path, label, text, Icon }) => (
            <li key={path}>
              <Link
                to={href(path)}
                className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-4 hover:border-indigo-400 hover:bg-indigo-50 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-indigo-500 dark:hover:bg-slate-800"
              >
                <Icon aria-hidden="true" className="size-6 text-indigo-700 dark:text-indigo-300" />
                <span className="mt-2 font-semibold text-slate-900 dark:text-white">{label}</span>
                <span className="mt-1 text-sm text-slate-600 dark:text-slate-400">{text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <div className="mt-14 grid gap-6 lg:grid-cols-2">
        <aside
          aria-labelledby="sister-site"
          className="rounded-xl border border-amber-200 bg-amber-50 p-6 dark:border-amber-800 dark:bg-amber-950/40"
        >
          <h2
            id="sister-site"
            className="flex items-center gap-2 text-xl font-semibold text-slate-900 dark:text-white"
          >
            <Sparkles aria-hidden="true" className="size-5 text-amber-700 dark:text-amber-300" />A little
            wisdom every day
          </h2>
          <p className="mt-2 text-sm leading-relaxed text-slate-700 dark:text-slate-300">
            Our sister site shares a short piece of wisdom each day: a pause for reflection between puzzles.
          </p>
          <p className="mt-4">
            <ExternalLink href={SISTER_SITE_URL} className="button-secondary" icon={false}>
              Visit our daily wisdom site
            </ExternalLink>
          </p>
        </aside>
        <StayUpdated />
      </div>
    </div>
  );
}
