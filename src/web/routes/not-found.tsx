import type { MetaFunction } from 'react-router';
import { NotFoundPage } from '../features/not-found/not-found-page.tsx';
import { pageMeta } from '../lib/meta.ts';

export const meta: MetaFunction = ({ location }) => pageMeta(location, 'notFound');

export default function NotFoundRoute() {
  return <NotFoundPage />;
}
