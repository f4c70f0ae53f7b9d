// Lint: TypeScript rules plus Nx module boundaries, which enforce the dependency direction
// of docs/requirements/architecture.md#dependency-direction through the project tags declared in each package.json.
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Which project may import which (tags in each package.json). No shipped code depends on a stand-in
// (type:stand-in, stand-ins/*): the site reaches the embedded Storyblok, Auth0 and Algolia over
// HTTP, like the real services (docs/requirements/architecture.md#embedded-services, decision 1030).
const PRODUCTION_CONSTRAINTS = [
  { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:site', 'type:i18n'] },
  { sourceTag: 'type:site', onlyDependOnLibsWithTags: ['type:blocks', 'type:ui', 'type:i18n', 'type:content', 'type:auth', 'type:search', 'type:forms'] },
  { sourceTag: 'type:blocks', onlyDependOnLibsWithTags: ['type:ui'] },
  { sourceTag: 'type:ui', onlyDependOnLibsWithTags: [] },
  { sourceTag: 'type:content', onlyDependOnLibsWithTags: ['type:i18n'] },
  { sourceTag: 'type:i18n', onlyDependOnLibsWithTags: [] },
  { sourceTag: 'type:forms', onlyDependOnLibsWithTags: ['type:i18n'] },
  { sourceTag: 'type:auth', onlyDependOnLibsWithTags: [] },
  { sourceTag: 'type:search', onlyDependOnLibsWithTags: ['type:content', 'type:i18n'] },
  // The stand-ins answer as their service documents, reusing their library's types and constants;
  // the development entry (stand-ins/dev-services) starts the others.
  { sourceTag: 'type:stand-in', onlyDependOnLibsWithTags: ['type:content', 'type:auth', 'type:search', 'type:forms', 'type:i18n', 'type:stand-in'] },
  // Workspace tools (the content generator) read the route table, never the site.
  { sourceTag: 'type:tool', onlyDependOnLibsWithTags: ['type:i18n', 'type:content'] },
];

// Tests may also start the stand-ins: the contract suites run the real clients against them.
const TEST_CONSTRAINTS = PRODUCTION_CONSTRAINTS.map((c) => ({
  ...c,
  onlyDependOnLibsWithTags: [...new Set([...c.onlyDependOnLibsWithTags, 'type:stand-in'])],
}));

/** Options of @nx/enforce-module-boundaries for a set of constraints. */
function boundaries(depConstraints) {
  return {
    allow: [],
    enforceBuildableLibDependency: false,
    // A stand-in reuses its library's types and constants while the library's tests drive it.
    ignoredCircularDependencies: [
      ['content', 'stand-in-storyblok'],
      ['auth', 'stand-in-auth0'],
      ['search', 'stand-in-algolia'],
    ],
    depConstraints,
  };
}

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/build/**', '**/dist/**', '**/storybook-static/**', '**/.cache/**', 'test-results/**', 'playwright-report/**', '.nx/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { '@nx': nx, 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@nx/enforce-module-boundaries': ['error', boundaries(PRODUCTION_CONSTRAINTS)],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}'],
    rules: { '@nx/enforce-module-boundaries': ['error', boundaries(TEST_CONSTRAINTS)] },
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
