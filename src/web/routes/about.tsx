import type { MetaFunction } from 'react-router';
import { ContentPageView } from '../components/content/content-page.tsx';
import { ABOUT } from '../content/about.ts';
import { pageMeta } from '../lib/meta.ts';
import { PATHS } from '../lib/paths.ts';

export const meta: MetaFunction = () =>
  pageMeta({
    path: PATHS.about,
    title: 'About Brain Training Puzzles',
    description:
      'What Brain Training Puzzles is, who it is for, and what we stand for: free puzzles, honesty about the research, privacy, accessibility, English and Spanish.',
    keywords: 'about, brain training site, free puzzle games, principles',
  });

export default function AboutPage() {
  return <ContentPageView content={ABOUT} />;
}
