import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    rolldownOptions: {
      output: {
        advancedChunks: {
          groups: [
            { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            {
              name: 'shell',
              test: /src[\\/](web[\\/]lib[\\/](paths|meta|theme|use-after-hydration|use-user|user-store)\.ts|web[\\/]i18n[\\/](i18n|en)\.ts|shared[\\/]games[\\/]catalog\.ts)$/,
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
});
