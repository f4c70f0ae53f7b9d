// Lint: TypeScript rules plus Nx module boundaries, which enforce the dependency direction
// of docs/requirements/architecture.md#dependency-direction through the project tags declared in each package.json.
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/dist/**',
      '**/storybook-static/**',
      '**/.cache/**',
      'test-results/**',
      'playwright-report/**',
      '.nx/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { '@nx': nx, 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@nx/enforce-module-boundaries': [
        'error',
        {
          allow: [],
          enforceBuildableLibDependency: false,
          // The stand-ins reuse their library's types and constants, and the library's tests drive them.
          ignoredCircularDependencies: [
            ['content', 'stand-in-storyblok'],
            ['auth', 'stand-in-auth0'],
            ['search', 'stand-in-algolia'],
          ],
          depConstraints: [
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:site', 'type:i18n'] },
            {
              sourceTag: 'type:site',
              onlyDependOnLibsWithTags: ['type:blocks', 'type:ui', 'type:i18n', 'type:content', 'type:auth', 'type:search', 'type:forms', 'type:stand-in'],
            },
            { sourceTag: 'type:blocks', onlyDependOnLibsWithTags: ['type:ui'] },
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: [] },
            { sourceTag: 'type:content', onlyDependOnLibsWithTags: ['type:i18n', 'type:stand-in'] },
            { sourceTag: 'type:i18n', onlyDependOnLibsWithTags: [] },
            { sourceTag: 'type:forms', onlyDependOnLibsWithTags: ['type:i18n'] },
            { sourceTag: 'type:auth', onlyDependOnLibsWithTags: ['type:stand-in'] },
            { sourceTag: 'type:search', onlyDependOnLibsWithTags: ['type:content', 'type:i18n', 'type:stand-in'] },
            // The embedded Storyblok, Auth0 and Algolia (stand-ins/*) answer as their service documents,
            // reusing their library's types and constants.
            { sourceTag: 'type:stand-in', onlyDependOnLibsWithTags: ['type:content', 'type:auth', 'type:search', 'type:i18n'] },
            // Workspace tools (the content generator) read the route table, never the site.
            { sourceTag: 'type:tool', onlyDependOnLibsWithTags: ['type:i18n', 'type:content'] },
          ],
        },
      ],
    },
  },
  {
    // End-to-end specs check the product from outside: they read what the content, the access
    // policy and the interface strings say (to know what each role must see, or which strings are
    // untranslated) straight from the sources, and share the scripts' helpers. They ship nothing,
    // so the library boundaries, which keep shipped code layered, do not apply to them.
    files: ['e2e/**/*.ts'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    // The publishable libraries take data as props: no environment, no server (docs/requirements/architecture.md#workspace-layout).
    files: ['libs/ui/src/**/*.{ts,tsx}', 'libs/blocks/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[object.name='process']", message: 'No process access in a publishable library.' },
        {
          selector: "MemberExpression[object.type='MetaProperty'][property.name='env']",
          message: 'No import.meta.env in a publishable library: pass settings as props.',
        },
      ],
      'no-restricted-imports': ['error', { patterns: ['node:*', '@remix-run/*', '*.server', '*.server.*'] }],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
);
