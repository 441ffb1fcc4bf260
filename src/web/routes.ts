import { type RouteConfig, route } from '@react-router/dev/routes';
import { GAME_IDENTITIES } from '../shared/games/identities.ts';

// Every route is lazy-loaded: each module becomes its own chunk. Each page's path may start with
// /es: the build prerenders that copy in Spanish, and the server answers `?lang=es` with it
// (decision 022). The browser's address stays the English path with `?lang=es`, which matches the
// same route, so the page hydrates with the route it was rendered with.
const page = (path: string, file: string) => route(`es?/${path}`, file);

export default [
  route('es?', 'routes/home.tsx'),
  // Each game at its address, from routes/games/<slug>.tsx.
  ...GAME_IDENTITIES.map((game) => page(game.path.slice(1), `routes/games/${game.slug}.tsx`)),
  page('privacy-policy', 'routes/privacy-policy.tsx'),
  page('terms-of-service', 'routes/terms-of-service.tsx'),
  page('contact', 'routes/contact.tsx'),
  page('faq', 'routes/faq.tsx'),
  page('brain-health', 'routes/brain-health.tsx'),
  page('support', 'routes/support.tsx'),
  page('about', 'routes/about.tsx'),
  page('game-guides', 'routes/game-guides.tsx'),
  page('research', 'routes/research.tsx'),
  page('blog', 'routes/blog.tsx'),
  page('brain-science', 'routes/brain-science.tsx'),
  page('cognitive-assessment', 'routes/cognitive-assessment.tsx'),
  page('training-tips', 'routes/training-tips.tsx'),
  page('admin', 'routes/admin.tsx'),
  page('account', 'routes/account.tsx'),
  page('progress', 'routes/progress.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
