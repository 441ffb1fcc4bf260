import { SiteLink } from '../ui/links.tsx';
import type { BlockOf, BlockPlace } from './block-kinds.ts';
import { LinkTiles } from './link-tiles.tsx';

/** Links to other pages with a line on each: tiles on an overview, a grid of boxes elsewhere. */
export function LinkCardsBlock({ block, place }: { block: BlockOf<'link-cards'>; place: BlockPlace }) {
  if (place === 'overview') return <LinkTiles links={block.links} />;
  return (
    <ul className="mb-4 grid gap-3 sm:grid-cols-2">
      {block.links.map((link) => (
        <li key={link.to} className="rounded-lg border border-slate-200 p-4 dark:border-slate-800">
          <SiteLink to={link.to}>{link.text}</SiteLink>
          <span className="mt-1 block text-sm">{link.description}</span>
        </li>
      ))}
    </ul>
  );
}
