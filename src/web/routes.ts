import { index, type RouteConfig, route } from '@react-router/dev/routes';
import { GAME_IDENTITIES } from '../shared/games/identities.ts';

// Every route is lazy-loaded: each module becomes its own chunk.
export default [
  index('routes/home.tsx'),
  // Each game at its address, from routes/games/<slug>.tsx.
  ...GAME_IDENTITIES.map((game) => route(game.path.slice(1), `routes/games/${game.slug}.tsx`)),
  route('privacy-policy', 'routes/privacy-policy.tsx'),
  route('terms-of-service', 'routes/terms-of-service.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('faq', 'routes/faq.tsx'),
  route('brain-health', 'routes/brain-health.tsx'),
  route('support', 'routes/support.tsx'),
  route('about', 'routes/about.tsx'),
  route('game-guides', 'routes/game-guides.tsx'),
  route('research', 'routes/research.tsx'),
  route('blog', 'routes/blog.tsx'),
  route('brain-science', 'routes/brain-science.tsx'),
  route('cognitive-assessment', 'routes/cognitive-assessment.tsx'),
  route('training-tips', 'routes/training-tips.tsx'),
  route('admin', 'routes/admin.tsx'),
  route('account', 'routes/account.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
