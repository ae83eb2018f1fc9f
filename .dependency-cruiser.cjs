/**
 * The layer rules of DESIGN.md section 2, checked by `npm run lint` (dependency-cruiser), so that
 * they hold by tool rather than by memory. A rule broken here fails CI.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle ties modules together so that neither can change or load alone. Type-only imports count too.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'shared-code-stays-shared',
      severity: 'error',
      comment: 'src/ is imported by both sides: it may not import the server, the client, or anything bound to Node, the database, the HTTP server or React.',
      from: { path: '^src/' },
      to: {
        path: ['^server/', '^client/', '^node_modules/(@mikro-orm|fastify|@fastify|react|react-dom|@mantine|pg)/'],
      },
    },
    {
      name: 'shared-code-has-no-node-builtins',
      severity: 'error',
      comment: 'src/ runs in the browser too.',
      from: { path: '^src/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'client-imports-server-as-types-only',
      severity: 'error',
      comment: 'Server code never reaches the browser bundle: the client may import its types (AppRouter), nothing else.',
      from: { path: '^client/' },
      to: { path: '^server/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'domain-knows-no-transport',
      severity: 'error',
      comment:
        'Modules and integrations take a RequestScope (server/modules/request-scope.ts) or plain arguments; tRPC, REST and HTTP are adapters above them. Tests may drive modules through the tRPC caller.',
      from: { path: '^server/(modules|integrations)/', pathNot: '\\.test\\.ts$' },
      to: { path: '^server/(trpc|rest|http)/' },
    },
    {
      name: 'domain-knows-no-composition-root',
      severity: 'error',
      comment: 'server/services.ts and server/app.ts assemble the modules; a module importing them closes a loop.',
      from: { path: '^server/(modules|integrations)/', pathNot: '\\.test\\.ts$' },
      to: { path: '^server/(services|app|start|main)\\.ts$' },
    },
    {
      name: 'runtime-code-imports-no-tests',
      severity: 'error',
      comment: 'Test helpers and stand-ins stay out of what ships.',
      from: { path: '^(src|server|client)/', pathNot: ['\\.test\\.tsx?$', '^server/test/', '^client/test-utils/'] },
      to: { path: ['\\.test\\.tsx?$', '^server/test/', '^client/test-utils/'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^dist/', '^\\.data/', '^client/public/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'], extensions: ['.ts', '.tsx', '.js', '.json'] },
  },
};
