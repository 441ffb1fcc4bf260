import type { MetaFunction } from 'react-router';
import { NotFoundPage } from '../features/not-found/not-found-page.tsx';

export const meta: MetaFunction = () => [
  { title: 'Page Not Found' },
  { name: 'description', content: 'This address does not lead to a page of Brain Training Puzzles.' },
  { name: 'robots', content: 'noindex' },
];

export default function NotFoundRoute() {
  return <NotFoundPage />;
}
