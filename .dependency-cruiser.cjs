// Layering rules of the server, checked by `npm run check` (and so by `npm test` and CI).
// ARCHITECTURE.md explains the layers; each rule says in one line why it exists.
const AREAS =
  '(identity|tenants|deploy|resources|tables|policy|billing|events|deprecated|system|idempotency)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'infrastructure-imports-no-area',
      comment:
        'http/, db/, shared/ and product/ are what areas are built on; an import the other way would tie every area to one of them.',
      severity: 'error',
      from: { path: '^server/src/(http|db|shared|product)/' },
      to: { path: `^server/src/${AREAS}/` },
    },
    {
      name: 'product-is-pure',
      comment:
        'The tenant-configuration model is pure checks over plain data, so tables and policy can call it anywhere (no HTTP, no SQL).',
      severity: 'error',
      from: { path: '^server/src/product/' },
      to: { path: '^server/src/(http|db)/' },
    },
    {
      name: 'no-cross-area-store',
      comment:
        "An area's tables are written through its services only, so its rules (transactions, checks, events) cannot be bypassed.",
      severity: 'error',
      from: { path: '^server/src/([^/]+)/' },
      to: { path: '^server/src/[^/]+/.*-store\\.ts$', pathNot: '^server/src/$1/' },
    },
    {
      name: 'no-store-from-top-level',
      comment: 'The application wiring hands areas their dependencies; it never reaches for SQL itself.',
      severity: 'error',
      from: { path: '^server/src/[^/]+\\.ts$' },
      to: { path: '^server/src/.*-store\\.ts$' },
    },
    {
      name: 'no-area-cycles',
      comment:
        'Areas are built in dependency order (handlers.ts); a cycle between two area folders would make that order impossible.',
      severity: 'error',
      scope: 'folder',
      from: { path: `^server/src/${AREAS}` },
      to: { path: `^server/src/${AREAS}`, circular: true },
    },
    {
      name: 'no-module-cycles',
      comment: 'A cycle between modules makes load order matter and hides which one is the lower layer.',
      severity: 'error',
      from: { path: '^server/src/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    includeOnly: '^(server/src|generated)/',
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.mjs', '.js', '.d.ts'],
    },
  },
};
