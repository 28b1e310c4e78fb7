// ESLint rule for apps/api/src/modules: a module reaches another module only through that module's public surface,
// its `index.ts`. Another module's tables (exported there as a `…Tables` namespace) may appear only in a
// repository, and only in reads (joins and permission subqueries that must stay in SQL): never as the target of an
// insert, update or delete. A `*.schema.ts` may still name another module's table in a foreign key.
import path from 'node:path';

const MODULES_DIR = `${path.sep}apps${path.sep}api${path.sep}src${path.sep}modules${path.sep}`;
const WRITES = new Set(['insert', 'update', 'delete']);

/** The module a file belongs to (its first folder under apps/api/src/modules), or null. */
function moduleOf(file) {
  const at = file.indexOf(MODULES_DIR);
  if (at < 0) return null;
  const rest = file.slice(at + MODULES_DIR.length).split(path.sep);
  return rest.length > 1 ? { name: rest[0], inner: rest.slice(1).join('/').replace(/\.ts$/, '') } : null;
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: {
      description: "A module uses another module's public surface (index.ts), never writes its tables",
    },
    schema: [],
    messages: {
      boundary:
        "O módulo '{{from}}' não pode importar '{{target}}' do módulo '{{to}}': use o que '{{to}}/index.ts' exporta.",
      tablesOutsideRepository:
        "'{{name}}' são tabelas do módulo '{{to}}': só um repositório as lê (junções); o serviço usa as funções de '{{to}}'.",
      foreignWrite:
        "Escrita em tabela do módulo '{{to}}': peça ao módulo dono por uma função exportada em '{{to}}/index.ts'.",
    },
  },
  create(context) {
    const file = context.filename;
    const from = moduleOf(file);
    if (!from || /\.test\.tsx?$/.test(file)) return {};
    const isRepository = /\.repository\.ts$/.test(file);
    /** Local names bound to another module's `…Tables` namespace, with that module. */
    const foreignTables = new Map();

    const checkSource = (node) => {
      const source = node.source && node.source.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return null;
      const to = moduleOf(path.resolve(path.dirname(file), source));
      if (!to || to.name === from.name) return null;
      if (to.inner === 'index') return to;
      if (/\.schema\.ts$/.test(file) && /\.schema$/.test(to.inner)) return null;
      context.report({
        node: node.source,
        messageId: 'boundary',
        data: { from: from.name, to: to.name, target: source },
      });
      return null;
    };

    return {
      ImportDeclaration(node) {
        const to = checkSource(node);
        if (!to) return;
        for (const spec of node.specifiers) {
          const imported = spec.type === 'ImportSpecifier' ? spec.imported.name : null;
          if (!imported || !imported.endsWith('Tables')) continue;
          if (!isRepository)
            context.report({
              node: spec,
              messageId: 'tablesOutsideRepository',
              data: { name: imported, to: to.name },
            });
          foreignTables.set(spec.local.name, to.name);
        }
      },
      ExportNamedDeclaration: checkSource,
      ExportAllDeclaration: checkSource,
      ImportExpression(node) {
        checkSource(node);
      },
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
        if (!WRITES.has(callee.property.name)) return;
        const target = node.arguments[0];
        let root = target;
        while (root && root.type === 'MemberExpression') root = root.object;
        if (root && root.type === 'Identifier' && foreignTables.has(root.name))
          context.report({
            node: target,
            messageId: 'foreignWrite',
            data: { to: foreignTables.get(root.name) },
          });
      },
    };
  },
};

export default { rules: { 'module-boundaries': rule } };
