import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Folders whose subfolders are features that must not import each other (STYLE.md). */
const featureRoots = ['web/src/features', 'web/src/floor'];

function featureZones() {
  const zones = [];
  for (const root of featureRoots) {
    let names = [];
    try {
      names = readdirSync(root, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name);
    } catch {
      continue;
    }
    for (const name of names) {
      zones.push({
        target: `./${root}/${name}`,
        from: `./${root}`,
        except: [`./${name}`],
        message: 'Features do not import each other: move what they share to web/src/shared/.',
      });
    }
  }
  return zones;
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/generated/**',
      '.data/**',
      'scratch/**',
      'test-results/**',
      'playwright-report/**',
      '.reports/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'no-console': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}', 'tests/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: featureZones() }],
    },
  },
  {
    // antd's private modules change in any minor release: the web app imports antd's public entry.
    files: ['web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['antd/es/*', 'antd/lib/*'],
              message: "Import from 'antd': its private modules change in any minor release.",
            },
          ],
        },
      ],
    },
  },
  {
    // jsdom's getComputedStyle matches every rule of every <style> on each call: a screen test
    // that lets antd inject its stylesheet runs ten times slower. tests/web/support/render.tsx
    // keeps the styles out.
    files: ['tests/web/**/*.{ts,tsx}'],
    ignores: ['tests/web/support/render.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@testing-library/react',
              importNames: ['render'],
              message:
                "Use render from tests/web/support/render.tsx (antd's styles kept out of jsdom).",
            },
          ],
        },
      ],
    },
  },
  {
    // Command-line scripts talk to the terminal.
    files: ['scripts/**', '.ci/**', 'bench/**'],
    rules: { 'no-console': 'off' },
  },
  prettier,
);
