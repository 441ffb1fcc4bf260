import { describe, expect, it } from 'vitest';
import { ARTICLES, articlesIn, CATEGORIES, FEATURED_ARTICLE } from './articles.ts';
import { articleMessages } from './messages.ts';

describe('blog articles', () => {
  it('are ten, in five categories counting All, with unique ids and addresses', () => {
    expect(ARTICLES).toHaveLength(10);
    expect(CATEGORIES).toEqual(['All', 'Research', 'Brain Health', 'Psychology', 'Technology']);
    expect(new Set(ARTICLES.map((article) => article.id)).size).toBe(10);
    expect(new Set(ARTICLES.map((article) => article.url)).size).toBe(10);
  });

  it('feature only the first article', () => {
    expect(FEATURED_ARTICLE).toBe(ARTICLES[0]);
    expect(ARTICLES.filter((article) => article.featured)).toEqual([FEATURED_ARTICLE]);
  });

  it('link to absolute web addresses and fill every field', () => {
    for (const article of ARTICLES) {
      expect(new URL(article.url).protocol).toMatch(/^https?:$/);
      for (const field of [article.title, article.excerpt, article.source, article.date, article.readTime]) {
        expect(field.trim()).not.toBe('');
      }
    }
  });

  it('filter the other nine by category, and All keeps all nine', () => {
    expect(articlesIn('All')).toEqual(ARTICLES.slice(1));
    let total = 0;
    for (const category of CATEGORIES.slice(1)) {
      const shown = articlesIn(category);
      expect(shown.length).toBeGreaterThan(0);
      expect(shown.every((article) => article.category === category)).toBe(true);
      expect(shown).not.toContain(FEATURED_ARTICLE);
      total += shown.length;
    }
    expect(total).toBe(9);
  });
});

describe('blog articles in Spanish', () => {
  it('have a Spanish summary, date and read time each, and only they', () => {
    const spanish = articleMessages.es as Record<string, Record<string, string>>;
    expect(Object.keys(spanish)).toEqual(ARTICLES.map((article) => String(article.id)));
    for (const article of ARTICLES) {
      const texts = spanish[article.id];
      expect(texts?.excerpt).not.toBe(article.excerpt);
      expect(texts?.readTime).toBe(article.readTime.replace('min read', 'min de lectura'));
      expect(texts?.date).not.toBe('');
    }
  });
});

describe('blog articles, checked against their sources', () => {
  it('date the Stanford and Max Planck consensus statement on brain health when it was published', () => {
    const statement = ARTICLES.find((article) => article.url.endsWith('/expert-consensus-on-brain-health/'));
    // The summit met in April 2008; the statement it wrote came out on 5 May 2009.
    expect(statement?.date).toBe('May 5, 2009');
    expect(statement?.excerpt).toContain('April 2008');
  });

  it('link no page that cannot be confirmed, and cite the forgetting paper by its DOI', () => {
    for (const article of ARTICLES) expect(new URL(article.url).hostname).not.toMatch(/(^|\.)bbc\.co\.uk$/);
    const forgetting = ARTICLES.find(
      (article) => article.title === 'The Persistence and Transience of Memory',
    );
    expect(forgetting).toMatchObject({
      url: 'https://doi.org/10.1016/j.neuron.2017.04.037',
      source: 'Neuron',
      date: 'June 21, 2017',
    });
  });
});
