import type { MetaFunction } from 'react-router';
import { ContentPageView } from '../components/content/content-page.tsx';
import { BLOG, BLOG_FEATURES } from '../content/blog.ts';
import { ArticleBrowser } from '../features/blog/article-browser.tsx';
import { ArticleCard } from '../features/blog/article-card.tsx';
import { FEATURED_ARTICLE } from '../features/blog/articles.ts';
import { pageMeta } from '../lib/meta.ts';
import { PATHS } from '../lib/paths.ts';

export const meta: MetaFunction = () =>
  pageMeta({
    path: PATHS.blog,
    title: 'Brain Training Blog',
    description:
      'A reading list of articles from reputable sources about brain-training research, brain health, the psychology of memory and brain-training technology.',
    keywords: 'brain blog, brain training articles, memory articles, psychology, brain health reading list',
  });

const READING_LIST = {
  [BLOG_FEATURES.featuredArticle]: <ArticleCard article={FEATURED_ARTICLE} featured />,
  [BLOG_FEATURES.moreArticles]: <ArticleBrowser />,
};

export default function BlogPage() {
  return <ContentPageView content={BLOG} features={READING_LIST} />;
}
