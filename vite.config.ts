import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  server: {
    // `npm run dev:web` talks to the API server started with `npm run dev`.
    proxy: { '/api': 'http://127.0.0.1:5000', '/paypal': 'http://127.0.0.1:5000' },
  },
});
