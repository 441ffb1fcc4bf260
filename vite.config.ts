import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, loadEnv } from 'vite';
import { gameIdentities } from './scripts/game-identities-plugin.ts';
import { splitMessages } from './scripts/messages-plugin.ts';
import { siteIdentityDefines } from './scripts/site-identity.ts';

export default defineConfig(({ mode }) => ({
  plugins: [gameIdentities(), splitMessages(), tailwindcss(), reactRouter()],
  // The sister site, the operator, the processors and the governing law reach the prerendered pages as
  // build inputs (decision 020).
  define: siteIdentityDefines({ ...loadEnv(mode, process.cwd(), ''), ...process.env }),
  build: {
    // The chunk graph, for the build's JavaScript budgets (scripts/postbuild.ts reads it, then removes it).
    manifest: true,
    rolldownOptions: {
      output: {
        advancedChunks: {
          groups: [
            { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            {
              name: 'shell',
              test: /src[\\/](web[\\/]lib[\\/](paths|site-identity|meta|theme|lazy-part|use-after-hydration|use-user|user-store)\.ts|web[\\/]components[\\/]ui[\\/](line-icon\.tsx|toast-store\.ts)|web[\\/]i18n[\\/](i18n|catalog|messages)\.ts|shared[\\/](format|games[\\/](identities|[a-z-]+[\\/]identity))\.ts|shared[\\/]games[\\/]registry\.ts\?identities)$/,
            },
            // The numbers of every game's rules: read by each game's page and by the pages that state them
            // (guides, FAQ, terms, about, tips), in one piece rather than one file a game.
            { name: 'game-rules', test: /src[\\/]shared[\\/]games[\\/][a-z-]+[\\/]scoring\.ts$/ },
            // What every page that reads the API needs, fetched in one piece when a page first reads.
            {
              name: 'data',
              test: /src[\\/](web[\\/]lib[\\/](api|answer-shape|reads)\.ts|web[\\/]components[\\/]ui[\\/]retry-button\.tsx)$/,
            },
            // The site's calendar (Pacific days and months) and its dates in the visitor's format, for
            // the boards, TL;DR's daily word and the admin's tables: in a chunk of their own, or the
            // group that first imports them takes them along, and TL;DR or the admin would load the
            // home page's boards to get them.
            { name: 'time', test: /src[\\/](shared[\\/]time|web[\\/]i18n[\\/]dates)\.ts$/ },
            // The home page's statistics and boards, which it loads together once it is interactive.
            {
              name: 'home-live',
              test: /src[\\/]web[\\/](features[\\/](home[\\/](live|queries|stats-tiles)|leaderboard[\\/](leaderboard-board|board-rows|board-format|queries))|lib[\\/]answers[\\/](stats|leaderboard))\.tsx?$/,
            },
          ],
        },
      },
    },
  },
  server: {
    // `npm run dev:web` talks to the API server started with `npm run dev`.
    proxy: { '/api': 'http://127.0.0.1:5000', '/paypal': 'http://127.0.0.1:5000' },
  },
}));
