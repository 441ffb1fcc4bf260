import type { Block } from '../../content/content-types.ts';

/**
 * Where a run of blocks stands, which sets how text and lists look: straight in a section of a long
 * `article` page, of an `info` page or of a `summary` or `listing` page (`overview`), or inside running
 * text, a boxed aside, a card or an answer.
 */
export type BlockPlace = 'article' | 'info' | 'overview' | 'prose' | 'callout' | 'card' | 'answer';

/** The block of one kind, as its component takes it. */
export type BlockOf<Kind extends Block['type']> = Extract<Block, { type: Kind }>;
