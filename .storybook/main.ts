import type { StorybookConfig } from '@storybook/react-vite';

// Storybook walks through every state of every machine (see stories/README.md). The builder reads
// the project's vite.config.ts, so the Lingui macros and .po catalogs compile as in the app.
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/*.stories.tsx'],
  // The sandbox middleware runs as a service worker (preview.tsx): its script is served from
  // api/sandbox/worker/, which no production build copies.
  staticDirs: ['../public', '../api/sandbox/worker'],
  core: { disableTelemetry: true },
  // No docs pages or argument controls: a story's input is a machine state, not component props.
  typescript: { reactDocgen: false },
  // Storybook's own runtime makes the preview chunk about 1.2 MB; that is not the widget's size
  // (npm run bench measures that), so Vite's 500 kB warning is only noise here.
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    build: { ...viteConfig.build, chunkSizeWarningLimit: 2000 },
  }),
};

export default config;
