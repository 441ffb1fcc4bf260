import type { MetaFunction } from 'react-router';
import { PageIntro } from '../components/page/page-intro.tsx';
import { pageMeta } from '../lib/meta.ts';
import { PATHS } from '../lib/paths.ts';

export const meta: MetaFunction = () =>
  pageMeta({
    path: PATHS.support,
    title: 'Support Brain Training Puzzles',
    description: 'Help keep Brain Training Puzzles free for everyone with a donation.',
    keywords: 'donate, support, free brain games',
  });

export default function SupportPage() {
  return (
    <PageIntro title="Support Us">
      <p>Brain Training Puzzles is free for everyone. Donations help pay for hosting and new games.</p>
    </PageIntro>
  );
}
