import { defineConfig } from 'vite';

// The embed loader is its own tiny classic script (dist/embed.js), exposing window.BookingWidget.
// It is built apart from the widget so that it shares no chunk with it.
export default defineConfig({
  build: {
    outDir: process.env.EMBED_OUT_DIR ?? 'dist',
    emptyOutDir: false,
    target: 'es2020',
    lib: {
      entry: 'ui/embed/loader.ts',
      name: 'BookingWidget',
      formats: ['iife'],
      fileName: () => 'embed.js',
    },
  },
});
