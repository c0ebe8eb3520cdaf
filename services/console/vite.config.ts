import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { initialJsBudget } from './initial-js-budget.js';

// Served by the gateway under /console (services/gateway/src/web/console.ts); dist/ is its only output.
export default defineConfig({
  base: '/console/',
  plugins: [react(), initialJsBudget(200)],
  build: { outDir: 'dist', emptyOutDir: true },
});
