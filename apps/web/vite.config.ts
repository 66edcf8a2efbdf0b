import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  // In development the page is the public address (PUBLIC_URL=http://localhost:5173): the API,
  // uploaded images and the local identity provider are the server's.
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/uploads': 'http://localhost:3000',
      '/dev/idp': 'http://localhost:3000',
    },
  },
  build: { sourcemap: true },
});
