// ESLint rule: a server capability queries only its own tables. Each capability declares its tables in
// server/<capability>/tables.ts (`export interface …Tables { table_name: …Table; … }`); a query builder
// call naming another capability's table (selectFrom, insertInto, updateTable, deleteFrom, joins) is
// reported. Another capability's data is reached through the functions its index.ts exports.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const QUERY_METHODS = new Set([
  'selectFrom',
  'insertInto',
  'replaceInto',
  'updateTable',
  'deleteFrom',
  'mergeInto',
  'innerJoin',
  'leftJoin',
  'rightJoin',
  'fullJoin',
  'crossJoin',
  'innerJoinLateral',
  'leftJoinLateral',
]);

/** table name -> owning capability, read from every server/<capability>/tables.ts. */
function readTableOwners(serverDir) {
  const owners = new Map();
  if (!existsSync(serverDir)) return owners;
  for (const entry of readdirSync(serverDir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const file = join(serverDir, entry.name, 'tables.ts');
    if (!existsSync(file)) continue;
    const text = readFileSync(file, 'utf8');
    for (const block of text.matchAll(/export interface \w+Tables\s*\{([^}]*)\}/g)) {
      for (const key of block[1].matchAll(/^\s*(\w+)\s*:/gm)) owners.set(key[1], entry.name);
    }
  }
  return owners;
}

/** Tooling that seeds and measures the whole server, not a capability. */
const EXEMPT_FOLDERS = new Set(['bench']);

/** The capability (or core) a file belongs to (server/<folder>/…), or null outside one. */
function capabilityOf(serverDir, filename) {
  const parts = relative(serverDir, filename).split(sep);
  if (parts.length < 2 || parts[0] === '..' || EXEMPT_FOLDERS.has(parts[0])) return null;
  return parts[0];
}

function tableNames(node) {
  if (node === undefined) return [];
  if (node.type === 'Literal' && typeof node.value === 'string') return [node.value.trim().split(/\s+/)[0]];
  if (node.type === 'ArrayExpression')
    return node.elements.flatMap((element) => tableNames(element ?? undefined));
  return [];
}

export function capabilityTablesPlugin(serverDir) {
  const owners = readTableOwners(serverDir);
  return {
    rules: {
      'own-tables-only': {
        meta: {
          type: 'problem',
          docs: { description: 'A server capability queries only the tables it declares in its tables.ts.' },
          schema: [],
        },
        create(context) {
          const capability = capabilityOf(serverDir, context.filename);
          if (capability === null) return {};
          return {
            CallExpression(node) {
              const callee = node.callee;
              if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
              if (!QUERY_METHODS.has(callee.property.name)) return;
              for (const table of tableNames(node.arguments[0])) {
                const owner = owners.get(table);
                if (owner === undefined || owner === capability) continue;
                context.report({
                  node: node.arguments[0],
                  message: `表 ${table} 属于 server/${owner}，请调用 server/${owner}/index.ts 导出的服务函数，不要直接查询它。`,
                });
              }
            },
          };
        },
      },
    },
  };
}
