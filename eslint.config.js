import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      '**/dist-test/**',
      '**/.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // core is headless: no React, no DOM globals; effects are injected.
    files: ['core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react', message: 'core must stay framework-agnostic.' },
            { name: 'react-dom', message: 'core must stay framework-agnostic.' },
            {
              name: 'valtio',
              message: "Import 'valtio/vanilla' in core: the root pulls React in.",
            },
            { name: 'wouter', message: 'core must stay framework-agnostic.' },
            { name: 'swr', message: 'core must stay framework-agnostic.' },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'window', message: 'Inject browser effects into core.' },
        { name: 'document', message: 'Inject browser effects into core.' },
        { name: 'localStorage', message: 'Inject storage into core.' },
        { name: 'sessionStorage', message: 'Inject storage into core.' },
        { name: 'location', message: 'Inject location into core.' },
        { name: 'navigator', message: 'Inject browser effects into core.' },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}', 'miniapp/**/*.{ts,tsx}', 'webview-bridge/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // The demo providers' pages' scripts, served to browsers as they are written (classic
    // scripts, one function scope each; type-checked by server/tsconfig.browser.json).
    files: ['server/src/**/browser/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  {
    // The game pages' scripts are ES modules (one concern per file), loaded as
    // <script type="module"> from the versioned folder http/browser-modules.ts serves.
    files: ['server/src/{sportsbook,demo-game}/browser/*.js'],
    languageOptions: { sourceType: 'module' },
  },
  {
    files: ['web/public/sw.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
);
