import type { MetaFunction } from 'react-router';
import { ContentPageView } from '../components/content/content-page.tsx';
import { BLOG, BLOG_FEATURES } from '../content/blog.ts';
import { ArticleBrowser } from '../features/blog/article-browser.tsx';
import { ArticleCard } from '../features/blog/article-card.tsx';
import { FEATURED_ARTICLE } from '../features/blog/articles.ts';
import { pageMeta } from '../lib/meta.ts';

export const meta: MetaFunction = ({ location }) => pageMeta(location, 'blog');

const READING_LIST = {
  [BLOG_FEATURES.featuredArticle]: <ArticleCard article={FEATURED_ARTICLE} featured />,
  [BLOG_FEATURES.moreArticles]: <ArticleBrowser />,
};

export default function BlogPage() {
  return <ContentPageView content={BLOG} features={READING_LIST} />;
}
