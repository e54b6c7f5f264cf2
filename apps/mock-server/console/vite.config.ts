// Vite config of the QA console: a small React page on the UI kit, served by the mock at /__mock (never
// part of the web app's bundle). Built by the mock itself when it starts (src/server/qa/console-build.ts).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  root,
  base: '/__mock/',
  plugins: [react()],
  // The repository's .env files configure the app, not this page.
  envDir: false,
  build: { outDir: path.join(root, 'dist'), emptyOutDir: true, reportCompressedSize: false },
});
