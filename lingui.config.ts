import { defineConfig } from '@lingui/conf';

// pt-PT is the source and default language; es-ES and en are translations of it.
export default defineConfig({
  sourceLocale: 'pt-PT',
  locales: ['pt-PT', 'es-ES', 'en'],
  fallbackLocales: { default: 'pt-PT' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/ui', '<rootDir>/machines'],
    },
  ],
  format: 'po',
  // Origins name the file without a line number, so moving code does not rewrite the catalogs.
  formatOptions: { lineNumbers: false },
});
