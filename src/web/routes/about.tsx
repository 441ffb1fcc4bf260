import type { MetaFunction } from 'react-router';
import { PageIntro } from '../components/page/page-intro.tsx';
import { pageMeta } from '../lib/meta.ts';
import { PATHS } from '../lib/paths.ts';

export const meta: MetaFunction = () =>
  pageMeta({
    path: PATHS.about,
    title: 'About Brain Training Puzzles',
    description: 'Who makes Brain Training Puzzles, why it is free, and what we believe about brain games.',
    keywords: 'about, brain training site',
  });

export default function AboutPage() {
  return (
    <PageIntro title="About Us">
      <p>
        Brain Training Puzzles is a small, free site of quick puzzle games for memory, attention, processing
        speed and words.
      </p>
    </PageIntro>
  );
}
