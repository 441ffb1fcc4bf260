// How a content page draws its blocks: each kind of block has a component of its own in the files
// beside this one; this file spaces a run of blocks for the place it stands in and hands each block to
// its kind's component. The blocks that hold other blocks (an aside, cards, questions and answers)
// are here, since they draw their inner blocks as a run again.

import type { Block } from '../../content/content-types.ts';
import type { BlockOf, BlockPlace } from './block-kinds.ts';
import { CallButton } from './call-button.tsx';
import { Callout } from './callout.tsx';
import { ContentCard } from './content-card.tsx';
import { DefinitionsBlock } from './definitions-block.tsx';
import { FiguresBlock, GlanceBlock, NotesBlock, TilesBlock, TopicsBlock } from './fact-grids.tsx';
import { FaqAccordion } from './faq-accordion.tsx';
import { FeaturePart } from './feature-slots.tsx';
import { LinkCardsBlock } from './link-cards-block.tsx';
import { ChecklistsBlock, PhasesBlock } from './plan-blocks.tsx';
import { SignupForm } from './signup-form.tsx';
import { SourceList } from './source-list.tsx';
import { TableBlock } from './table-block.tsx';
import { HeadingBlock, ListBlock, ParagraphsBlock, QuoteBlock } from './text-blocks.tsx';

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

/** A boxed aside and the blocks inside it. */
function CalloutBlock({ block }: { block: BlockOf<'callout'> }) {
  return (
    <Callout title={block.title} tone={block.tone}>
      <Blocks blocks={block.blocks} place="callout" />
    </Callout>
  );
}

/** Cards in two columns from the small or the medium screen on. */
function CardsBlock({ block }: { block: BlockOf<'cards'> }) {
  return (
    <div className={`grid gap-4 ${block.columns === 'sm' ? 'sm:grid-cols-2' : 'md:grid-cols-2'}`}>
      {block.cards.map((card) => (
        <ContentCard key={card.title} card={card}>
          <Blocks blocks={card.blocks} place="card" />
        </ContentCard>
      ))}
    </div>
  );
}

/** Questions that open to their answers. */
function FaqBlock({ block }: { block: BlockOf<'faq'> }) {
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
}

/** One block of a content page, drawn by its kind's component for the place it stands in. */
function BlockView({ block, place, gap }: { block: Block; place: BlockPlace; gap: string }) {
  switch (block.type) {
    case 'paragraphs':
      return <ParagraphsBlock block={block} place={place} gap={gap} />;
    case 'list':
      return <ListBlock block={block} place={place} gap={gap} />;
    case 'heading':
      return <HeadingBlock block={block} place={place} />;
    case 'quote':
      return <QuoteBlock block={block} />;
    case 'callout':
      return <CalloutBlock block={block} />;
    case 'cards':
      return <CardsBlock block={block} />;
    case 'figures':
      return <FiguresBlock block={block} />;
    case 'notes':
      return <NotesBlock block={block} />;
    case 'topics':
      return <TopicsBlock block={block} gap={gap} />;
    case 'table':
      return <TableBlock block={block} />;
    case 'checklists':
      return <ChecklistsBlock block={block} />;
    case 'tiles':
      return <TilesBlock block={block} gap={gap} />;
    case 'phases':
      return <PhasesBlock block={block} />;
    case 'link-cards':
      return <LinkCardsBlock block={block} place={place} />;
    case 'glance':
      return <GlanceBlock block={block} />;
    case 'definitions':
      return <DefinitionsBlock block={block} />;
    case 'faq':
      return <FaqBlock block={block} />;
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
