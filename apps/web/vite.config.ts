import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  base: './',
  build: { target: 'es2020', sourcemap: false, modulePreload: { polyfill: false } },
  server: { proxy: { '/uplus-': 'http://localhost:3000', '/files': 'http://localhost:3000' } },
});
