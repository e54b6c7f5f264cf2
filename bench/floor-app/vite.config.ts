// Built with the same Vite options as apps/web (React plugin, source maps), so the difference in
// initial JavaScript is the app's own code, not the build settings.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: { sourcemap: 'hidden' },
});
