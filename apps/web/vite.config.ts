import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  // `@/…` is src/…, as tsconfig.json's paths say: no deep relative imports.
  resolve: { alias: { '@': path.join(import.meta.dirname, 'src') } },
  // In development the page is the public address (PUBLIC_URL=http://localhost:5173): the API,
  // uploaded images and the local identity provider are the server's.
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/uploads': 'http://localhost:3000',
      '/dev/idp': 'http://localhost:3000',
    },
  },
  // The server build needs no copy of public/: the page's own build serves it. Source maps only
  // for the server build (dist-ssr, never served): the public page ships none.
  build: { sourcemap: Boolean(isSsrBuild), copyPublicDir: !isSsrBuild },
  // The server build (src/server-render.tsx, decision 013) carries its libraries, so the API
  // server can load it from wherever the build is, with no node_modules beside it.
  ssr: { noExternal: true },
  // React's production build in the server build too, whatever NODE_ENV the server runs with: the
  // page it renders is the production page the browser hydrates (decision 060).
  ...(isSsrBuild && { define: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
}));
