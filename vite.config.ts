/// <reference types="vitest/config" />
import { join } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { compileHints, earlyRequests, preloadFirstScreenChunks } from './ui/boot/plugin.js';
import { firstScreenMessages } from './ui/boot/firstScreenMessages.js';
import { demoMerchantPage } from './ui/embed/demo/plugin.js';
import { sandboxWorker } from './api/sandbox/worker/plugin.js';

// The widget is one Vite app. `npm run dev` serves it with the sandbox middleware (MSW service
// worker); a production build talks to the middleware host given by VITE_API_HOST and never
// contains the sandbox (see ui/main.tsx). The dev server also serves the embed loader at
// /embed.js and, on a second origin (port 5174, or DEMO_PORT), a demo merchant page embedding the
// widget (ui/embed/demo/); neither is part of a build.
export default defineConfig({
  plugins: [
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui(),
    // Only the Portuguese messages the first screen draws ship with it (production builds).
    firstScreenMessages(),
    earlyRequests(),
    preloadFirstScreenChunks(['api/answerCheck.ts']),
    // The first screen's code compiled while it downloads, not when first called (Chromium).
    compileHints(),
    demoMerchantPage({ port: Number(process.env.DEMO_PORT ?? 5174) }),
    sandboxWorker({ buildModes: ['sandbox'] }),
  ],
  resolve: {
    // @xstate/react imports the use-sync-external-store shims, written for React before 18: with
    // React 19 the hook is React's own, so the shim is React's hook and with-selector the
    // package's plain version (which uses it); their fallback code stays out of the first screen.
    alias: [
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector',
      },
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: join(import.meta.dirname, 'ui/boot/useSyncExternalStore.ts'),
      },
    ],
  },
  server: {
    // The e2e and demo builds land in the project: rebuilding them must not reload open pages.
    watch: { ignored: ['**/dist-*/**', '**/.e2e-artifacts/**'] },
  },
  build: {
    manifest: true,
    target: 'es2022',
    // The page has no <link rel="modulepreload"> to polyfill (the first screen is one chunk). A
    // lazy chunk's imports are not preloaded as links by the entry: their list cost the first
    // screen 1.2 KiB and a click that started a flow 50 ms of a phone's main thread (a link per
    // file); the browser fetches them as the chunk names them, and the likely next steps are
    // fetched whole while the first screen is idle (machines/campaign/campaign.ahead.ts). Their
    // CSS is still loaded with them.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [{ name: 'first-screen', tags: ['$initial'] }] },
        // The entry lists every lazy chunk's file (the preload helper's map): names of the hash
        // alone keep that list, part of the first screen's bytes, short: 7 characters, the fewest
        // rolldown accepts for this many chunks (it refuses a size that could collide). The
        // manifest (and the bench's tables) still say which source each file holds.
        chunkFileNames: 'assets/[hash:7].js',
      },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'tests/engines/**', 'node_modules/**'],
    setupFiles: ['tests/setup.ts'],
    restoreMocks: true,
    // A screen test that types and clicks takes about a second on an idle 2-core machine and
    // several on a busy one: the limit is for a test that hangs, not for a slow machine.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
