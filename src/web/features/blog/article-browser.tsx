import { useState } from 'react';
import { useMessages } from '../../i18n/i18n.ts';
import { ArticleCard } from './article-card.tsx';
import { articlesIn, CATEGORIES, type Category } from './articles.ts';
import { blogMessages } from './messages.ts';

function CategoryFilter({
  selected,
  onSelect,
}: {
  selected: Category;
  onSelect: (category: Category) => void;
}) {
  const { text } = useMessages(blogMessages);
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">{text('filterLabel')}</legend>
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
            {text(`category.${category}`)}
          </button>
        );
      })}
    </fieldset>
  );
}

/** The articles after the featured one, with buttons that show one category and a count of what shows. */
export function ArticleBrowser() {
  const [category, setCategory] = useState<Category>('All');
  const articles = articlesIn(category);
  const { text } = useMessages(blogMessages);
  const count = articles.length;
  return (
    <>
      <div className="mt-4">
        <CategoryFilter selected={category} onSelect={setCategory} />
      </div>
      <p role="status" className="mt-3 text-sm text-slate-600 dark:text-slate-400">
        {category === 'All'
          ? text('showingAll', { count })
          : text('showingIn', { count, category: text(`category.${category}`) })}
      </p>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {articles.map((article) => (
          <li key={article.id}>
            <ArticleCard article={article} />
          </li>
        ))}
      </ul>
    </>
  );
}
