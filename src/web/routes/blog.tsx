import type { MetaFunction } from 'react-router';
import { PageIntro } from '../components/page/page-intro.tsx';
import { pageMeta } from '../lib/meta.ts';
import { PATHS } from '../lib/paths.ts';

export const meta: MetaFunction = () =>
  pageMeta({
    path: PATHS.blog,
    title: 'Brain Training Blog',
    description: 'Articles from reputable sources about the brain, memory, psychology and technology.',
    keywords: 'brain blog, memory articles, psychology',
  });

export default function BlogPage() {
  return (
    <PageIntro title="Blog">
      <p>
        A reading list of articles about the brain, memory, psychology and technology from reputable sources.
      </p>
    </PageIntro>
  );
}
