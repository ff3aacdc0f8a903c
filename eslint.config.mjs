import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { capabilityTablesPlugin } from './scripts/lint/capabilityTables.mjs';

// Dependency direction: ui <- features <- app; server and contract stand apart.
const featuresDir = new URL('./features', import.meta.url);
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];

// The server: one folder per capability over a small core (server/core). A capability reaches another only
// through that one's index.ts; the core depends on no capability; the root files (app.ts, main.ts,
// schema.ts, migrations.ts, fastifyTypes.ts) compose them. Table access is checked by
// capability-tables/own-tables-only.
const serverDir = new URL('./server', import.meta.url);
const capabilities = existsSync(serverDir)
  ? readdirSync(serverDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !['core', 'bench'].includes(entry.name))
      .map((entry) => entry.name)
  : [];
const serverRootFiles = ['./schema.ts', './fastifyTypes.ts'];
const serverZones = [
  {
    target: './server/core',
    from: './server',
    except: ['./core', ...serverRootFiles],
    message: 'server/core 不依赖任何能力。',
  },
  ...capabilities.map((capability) => ({
    target: `./server/${capability}`,
    from: './server',
    except: [
      `./${capability}`,
      './core',
      ...serverRootFiles,
      ...capabilities.filter((other) => other !== capability).map((other) => `./${other}/index.ts`),
    ],
    message: '能力之间只能通过对方 index.ts 导出的服务函数互相调用。',
  })),
];

// The client: one surface per audience under app/ (employer /dwpage/, school /mgrpage/, student /sc/
// and /mobile/, publicSite / and /site/<xxdm>/), over the shared part (api: the base api and its plumbing; review: the
// school's review screens' shared parts; postings: the employer's posting screens' shared parts;
// contacts: the frequent contacts' query and picker the forms share; regions: the province/city
// cascader's options; bookingSteps: the invoice and entrants steps of talks and fairs; session,
// site, device, store.ts) that features may also use. Surfaces never import each other; the shared part
// imports no surface.
const appSurfaces = ['employer', 'school', 'student', 'publicSite'];
const appShared = [
  './api',
  './review',
  './postings',
  './contacts',
  './regions',
  './bookingSteps',
  './session',
  './site',
  './device',
  './store.ts',
];
const appZones = [
  ...appSurfaces.map((surface) => ({
    target: `./app/${surface}`,
    from: './app',
    except: [`./${surface}`, ...appShared],
    message: '各端之间不能互相引用，只能使用 app 的共享部分。',
  })),
  {
    target: appShared.map((shared) => `./app/${shared.slice(2)}`),
    from: appSurfaces.map((surface) => `./app/${surface}`),
    message: 'app 的共享部分不能依赖某一端。',
  },
];

const restrictedZones = [
  ...serverZones,
  ...appZones,
  { target: './ui', from: ['./features', './app', './server', './stories'], message: 'ui/ 只能依赖自身。' },
  // contract/: the types, code lists, transition tables and field rules client and server share.
  {
    target: './contract',
    from: ['./features', './app', './server'],
    message: 'contract/ 只放前后端共用的类型、代码表、状态表与字段规则。',
  },
  {
    target: './contract',
    from: './ui',
    except: ['./validators'],
    message: 'contract/ 只能使用 ui/validators。',
  },
  // The server enforces the very rules the forms check, so it shares the pure validators.
  {
    target: './server',
    from: ['./ui', './features', './app', './stories'],
    // …and the theme's pure palette, so a page's first HTML wears the very colours ThemeRoot writes.
    except: ['./validators', './theme/palette.ts'],
    message: 'server/ 只依赖 contract/、ui/validators 与 ui/theme/palette。',
  },
  {
    target: './features',
    from: './app',
    except: ['./api', './review', './postings', './contacts', './regions', './bookingSteps'],
    message:
      '功能模块只能使用 app 的共享部分（app/api、app/review、app/postings、app/contacts、app/regions、app/bookingSteps）。',
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
    plugins: {
      'import-x': importX,
      'react-hooks': reactHooks,
      'capability-tables': capabilityTablesPlugin(serverDir.pathname),
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      'import-x/no-restricted-paths': ['error', { zones: restrictedZones }],
      'import-x/no-cycle': ['error', { maxDepth: 4 }],
      'capability-tables/own-tables-only': 'error',
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
