import { index, type RouteConfig, route } from '@react-router/dev/routes';

// Every route is lazy-loaded: each module becomes its own chunk.
export default [
  index('routes/home.tsx'),
  route('games/memory-match', 'routes/games/memory-match.tsx'),
  route('games/number-puzzle', 'routes/games/number-puzzle.tsx'),
  route('games/word-scramble', 'routes/games/word-scramble.tsx'),
  route('games/tldr-game', 'routes/games/tldr-game.tsx'),
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
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
