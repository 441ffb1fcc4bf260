import { describe, expect, it } from 'vitest';
import { CONTENT_PAGES } from './all-pages.ts';
import { BLOG_FEATURES } from './blog.ts';
import type { Block, ContentPage, Section } from './content-types.ts';
import { RESEARCH_FEATURES } from './research.ts';

const PAGES = CONTENT_PAGES;

function sectionsOf(page: ContentPage): Section[] {
  return [...page.sections, ...(page.foot ?? []).flat()];
}

/** Every block of a run, with the blocks nested in callouts, cards and answers. */
function allBlocks(blocks: readonly Block[]): Block[] {
  return blocks.flatMap((block) => {
    switch (block.type) {
      case 'callout':
        return [block, ...allBlocks(block.blocks)];
      case 'cards':
        return [block, ...block.cards.flatMap((card) => allBlocks(card.blocks))];
      case 'faq':
        return [block, ...block.items.flatMap((item) => allBlocks(item.answer))];
      default:
        return [block];
    }
  });
}

function featureNames(page: ContentPage): string[] {
  const blocks = [...(page.lead ?? []), ...sectionsOf(page).flatMap((section) => section.blocks)];
  return allBlocks(blocks).flatMap((block) => (block.type === 'feature' ? [block.name] : []));
}

describe('content pages', () => {
  it.each(Object.entries(PAGES))('%s gives each section an id of its own', (_name, content) => {
    const ids = sectionsOf(content.en).map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each([
    ['RESEARCH', CONTENT_PAGES.RESEARCH, RESEARCH_FEATURES],
    ['BLOG', CONTENT_PAGES.BLOG, BLOG_FEATURES],
  ] as const)('%s places each part its route supplies exactly once', (_name, content, features) => {
    expect(featureNames(content.en).sort()).toEqual(Object.values(features).sort());
  });

  it.each(Object.entries(PAGES).filter(([name]) => name !== 'RESEARCH' && name !== 'BLOG'))(
    '%s places no feature part, as its route supplies none',
    (_name, content) => {
      expect(featureNames(content.en)).toEqual([]);
    },
  );
});
