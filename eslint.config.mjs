import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Dependency direction: ui <- features <- app; server and contract stand apart.
const featuresDir = new URL('./features', import.meta.url);
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];

const restrictedZones = [
  { target: './ui', from: ['./features', './app', './server', './stories'], message: 'ui/ 只能依赖自身。' },
  {
    target: './contract',
    from: ['./ui', './features', './app', './server'],
    message: 'contract/ 只放类型。',
  },
  // The server enforces the very rules the forms check, so it shares the pure validators.
  {
    target: './server',
    from: ['./ui', './features', './app', './stories'],
    except: ['./validators'],
    message: 'server/ 只依赖 contract/ 与 ui/validators。',
  },
  {
    target: './features',
    from: './app',
    except: ['./api'],
    message: '功能模块只能使用 app/api 的基础 api。',
  },
  ...features.map((feature) => ({
    target: `./features/${feature}`,
    from: './features',
    except: [`./${feature}`],
    message: '功能模块之间不能互相引用。',
  })),
];

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'storybook-static',
      'data',
      'coverage',
      '.tmp',
      '.storybook/public',
      'scripts/**/*.mjs',
      'eslint.config.mjs',
      'jest.config.cjs',
      'test-runner-jest.config.js',
      '.ci',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      'import-x/no-restricted-paths': ['error', { zones: restrictedZones }],
      'import-x/no-cycle': ['error', { maxDepth: 4 }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useSelector', 'useDispatch'],
              message: '请使用 app/api/hooks 中的 useAppSelector / useAppDispatch。',
            },
          ],
        },
      ],
    },
    settings: {
      'import-x/resolver': { typescript: true, node: true },
    },
  },
  {
    files: ['tests/**', 'stories/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
);
