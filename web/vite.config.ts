import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { documentPerModule } from './build/document-per-module.ts';

const gateway = process.env.DEV_GATEWAY_URL ?? 'http://localhost:4000';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  // Each GraphQL document in a module of its own: a route loads only its screens' documents.
  plugins: [documentPerModule(), react()],
  resolve: {
    // One React in the bundle even if a package's peer range ever pulls in a second copy.
    dedupe: ['react', 'react-dom'],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Terser's two passes make the scripts about 3 % smaller than esbuild's minifier (each route's
    // first load; a slower build), which keeps the floor screens within their budget.
    minify: 'terser',
    terserOptions: { compress: { passes: 2 } },
    rollupOptions: {
      // The app, and the GraphQL explorer the gateway serves at /graphql (src/explorer).
      input: {
        app: fileURLToPath(new URL('index.html', import.meta.url)),
        explorer: fileURLToPath(new URL('explorer.html', import.meta.url)),
      },
    },
  },
  server: {
    proxy: {
      // Queries and mutations over HTTP and subscriptions over graphql-ws share the one path.
      '/graphql': { target: gateway, ws: true },
    },
  },
});
