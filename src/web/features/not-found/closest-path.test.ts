import { describe, expect, it } from 'vitest';
import { ALL_PATHS, PATHS } from '../../lib/paths.ts';
import { closestPath, editDistance } from './closest-path.ts';

describe('editDistance', () => {
  it('counts insertions, deletions, replacements and swaps of neighbours as one edit each', () => {
    expect(editDistance('faq', 'faq')).toBe(0);
    expect(editDistance('faqs', 'faq')).toBe(1);
    expect(editDistance('fq', 'faq')).toBe(1);
    expect(editDistance('fax', 'faq')).toBe(1);
    expect(editDistance('contcat', 'contact')).toBe(1);
    expect(editDistance('', 'faq')).toBe(3);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });
});

describe('closestPath over the site’s pages', () => {
  const suggest = (pathname: string) => closestPath(pathname, ALL_PATHS);

  it('completes a path cut short', () => {
    expect(suggest('/games/tldr')).toBe(PATHS.tldr);
    expect(suggest('/games/memory')).toBe(PATHS.memoryMatch);
    expect(suggest('/privacy')).toBe(PATHS.privacy);
    expect(suggest('/terms')).toBe(PATHS.terms);
  });

  it('drops what was added to a page’s name', () => {
    expect(suggest('/faqs')).toBe(PATHS.faq);
    expect(suggest('/contact-us')).toBe(PATHS.contact);
    expect(suggest('/blogs')).toBe(PATHS.blog);
  });

  it('finds a game or a page without its folder, or by one word of its name', () => {
    expect(suggest('/tldr-game')).toBe(PATHS.tldr);
    expect(suggest('/word-scramble')).toBe(PATHS.wordScramble);
    expect(suggest('/tips')).toBe(PATHS.trainingTips);
    expect(suggest('/policy')).toBe(PATHS.privacy);
  });

  it('forgives a typing mistake or two', () => {
    expect(suggest('/contcat')).toBe(PATHS.contact);
    expect(suggest('/suport')).toBe(PATHS.support);
    expect(suggest('/games/numbr-puzle')).toBe(PATHS.numberPuzzle);
    expect(suggest('/brain-helth')).toBe(PATHS.brainHealth);
  });

  it('reads a known page inside a longer address, whatever its case, trailing slash or .html', () => {
    expect(suggest('/faq/what-is-tldr')).toBe(PATHS.faq);
    expect(suggest('/FAQ')).toBe(PATHS.faq);
    expect(suggest('/about/')).toBe(PATHS.about);
    expect(suggest('/about.html')).toBe(PATHS.about);
  });

  it('prefers the exact name over a near one, and the page listed first between equals', () => {
    expect(closestPath('/blog', ['/blogs', '/blog'])).toBe('/blog');
    expect(suggest('/brain')).toBe(PATHS.brainHealth);
  });

  it('suggests nothing for an address close to no page, or too short to tell', () => {
    expect(suggest('/no-such-page')).toBeNull();
    expect(suggest('/games/no-such-game')).toBeNull();
    expect(suggest('/wp-login.php')).toBeNull();
    expect(suggest('/ab')).toBeNull();
    expect(suggest('/')).toBeNull();
    expect(suggest('')).toBeNull();
  });

  it('never suggests the home page', () => {
    expect(closestPath('/home', ['/'])).toBeNull();
  });
});
