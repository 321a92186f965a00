// ESLint for the whole repository: `npm run lint` (`-- --fix` repairs what it can). `npm test` runs it first.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/coverage/**',
      '.data/**',
      '.test-output/**',
      '**/test-results/**',
      '**/playwright-report/**',
      // Generated from the OpenAPI document; a test checks it is current.
      'frontend/src/api/schema.ts',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },

  // Plain JavaScript: the root scripts (ES modules, Node) and CommonJS config files. Not type-aware.
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [js.configs.recommended],
    languageOptions: { globals: globals.node },
    rules: {
      'no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['**/*.{js,cjs}'],
    languageOptions: { sourceType: 'commonjs' },
  },

  // TypeScript, type-aware.
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: {
        // Each file is checked with the program of the tsconfig that owns it. Listed, not found by
        // `projectService`, because the frontend's tests are covered by tsconfig.test.json, not by the
        // tsconfig.json next to them (which excludes them from the app build).
        project: [
          './backend/tsconfig.json',
          './frontend/tsconfig.test.json',
          './frontend/tsconfig.node.json',
          './frontend/e2e/tsconfig.json',
        ],
        tsconfigRootDir: import.meta.dirname,
        // The one-shot program that typescript-eslint picks for a CLI run makes TypeScript 6 crash when
        // `--fix` re-checks a fixed file (typescript-eslint issue 12749); it saves no time here.
        disallowAutomaticSingleRunInference: true,
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      // antd and React take `() => void` handlers (Form onFinish, Button onClick); an async handler there is
      // the usual way to write them. Promises passed anywhere else (arguments, conditions) are still checked.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // An interceptor or parser callback passes on an error it caught (typed `unknown`) unchanged, as
      // `throw` may; a value made up on the spot must still be an Error.
      '@typescript-eslint/prefer-promise-reject-errors': ['error', { allowThrowingUnknown: true }],
      // `async` without `await` is how a method keeps a Promise-returning interface or base class
      // (PaymentGateway, Nest's ThrottlerGuard, jest mock implementations); forgotten awaits are caught
      // by no-floating-promises, not by this rule.
      '@typescript-eslint/require-await': 'off',
    },
  },

  // Backend (Node).
  {
    files: ['backend/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['backend/**/*.spec.ts', 'backend/test/**/*.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
  },
  {
    // class-transformer hands a @Transform callback `value: any` and class-validator checks whatever it
    // returns; the callbacks pass unknown input through on purpose.
    files: ['backend/src/**/dto/**/*.ts'],
    rules: { '@typescript-eslint/no-unsafe-return': 'off' },
  },

  // Frontend (browser).
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['frontend/src/**/*.tsx'],
    extends: [jsxA11y.flatConfigs.recommended],
    rules: {
      // A `role` prop on our own components (ProfileEditScreen role="admin") is not an ARIA role.
      'jsx-a11y/aria-role': ['error', { ignoreNonDOM: true }],
      // autoFocus on an antd field is how a dialog puts focus in its first field; on a bare DOM element
      // it is still an error.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
      // Videos are uploaded by members, who supply no caption file; an empty <track> would satisfy the
      // rule and help nobody.
      'jsx-a11y/media-has-caption': 'off',
      // HTML reaches the page through one component only (components/html/SafeHtml.tsx), which
      // renders what the server has sanitized.
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Render HTML with <SafeHtml> (components/html/SafeHtml.tsx), the one place it is allowed.',
        },
      ],
    },
  },
  {
    files: ['frontend/src/**/*.test.{ts,tsx}', 'frontend/src/test/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
  },
  {
    files: ['frontend/e2e/**/*.ts', 'frontend/vite.config.ts'],
    languageOptions: { globals: { ...globals.node } },
  },

  // Tests: supertest's `res.body`, jest's `mock.calls` and asymmetric matchers are typed `any`, and
  // asserting on them is the test's job; jest's `expect(obj.method)` reads a method without calling it.
  {
    files: ['backend/**/*.spec.ts', 'backend/test/**/*.ts', 'frontend/src/**/*.test.{ts,tsx}', 'frontend/src/test/**/*.{ts,tsx}', 'frontend/e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
);
