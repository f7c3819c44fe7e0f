import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * The layers (ARCHITECTURE.md): domain (constants, the flow-state schema, pure types) <- api (the
 * outside world) <- machines (behaviour; machines/rules pure) <- ui (the thin view). An import
 * the wrong way round is an error; a type-only import of the contract's types is allowed where
 * noted (domain and machines/rules).
 */
const layer = (message, groups, { allowTypeImports = false } = {}) => [
  'error',
  { patterns: [{ group: groups, message, allowTypeImports }] },
];
const VIEW = ['**/ui/**', '**/stories/**', '**/tests/**', '**/*.tsx'];

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'dist-*',
      'storybook-static',
      'coverage',
      'reports',
      '.stryker-tmp',
      'api/schema.d.ts',
      'api/sandbox/worker/mockServiceWorker.js',
      'locales/**/*.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: {
        projectService: { allowDefaultProject: ['.storybook/main.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['domain/**/*.ts'],
    rules: {
      // The contract's generated types (api/schema.d.ts) are types only: nothing runs back up.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/api/**', '!**/api/schema', '**/machines/**', ...VIEW, 'xstate', 'react'],
              message:
                'domain/ is the bottom layer: it imports no api, machines or view code (only the contract’s types).',
            },
            {
              group: ['**/api/schema'],
              message: 'domain/ takes only the contract’s types: `import type`.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['api/**/*.ts'],
    ignores: ['api/sandbox/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': layer(
        'api/ is below machines/ and ui/: move what both need to domain/.',
        ['**/machines/**', ...VIEW, 'xstate', 'react'],
      ),
    },
  },
  {
    files: ['machines/**/*.ts'],
    ignores: ['machines/rules/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': layer(
        'machines/ hold behaviour, not views: a screen reads the machine, never the reverse.',
        [...VIEW, 'react', 'react-dom', '@lingui/react'],
      ),
    },
  },
  {
    files: ['machines/rules/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': layer(
        'machines/rules are pure functions: they take the contract’s types, never its transport (client, errors, bridge) or a chart.',
        ['**/api/**', '**/ui/**', '**/machines/*/*.machine', 'xstate', 'react'],
        { allowTypeImports: true },
      ),
    },
  },
  {
    // A screen reads a chart through its connect (machines/*/*.connect.ts) and `useConnect`, the
    // one place that subscribes to an actor (ui/connect.ts).
    files: ['ui/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}'],
    ignores: ['ui/connect.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@xstate/react',
              importNames: ['useSelector', 'shallowEqual'],
              message:
                'Read a chart through useConnect(actor, connectX) (ui/connect.ts) and the chart’s connect.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
