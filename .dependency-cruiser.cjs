/**
 * The layer rules of DESIGN.md section 2, checked by `npm run lint` (dependency-cruiser), so that
 * they hold by tool rather than by memory. A rule broken here fails CI. What a layer may import is
 * written as an allow-list: a new package or folder is refused until a rule here says why it may be
 * used. server/layer-rules.test.ts plants a forbidden import for each rule and shows it is refused.
 * The cycles between the server's folders are checked by .dependency-cruiser.folders.mjs (another
 * cruise: it leaves out tests and type-only imports).
 * @type {import('dependency-cruiser').IConfiguration}
 */

/** Test files and helpers: they may use the test runner, and nothing that ships may use them. */
const TESTS = ['\\.test\\.tsx?$', '^server/test/', '^client/test-utils/'];
const TEST_RUNNER = '^node_modules/(vitest|@testing-library/[^/]+)/';

/**
 * What src/ may import besides its own files: it runs on both sides, so only packages that are pure
 * JavaScript with no I/O. zod (the schemas), superjson (the one tRPC transformer, src/transformer.ts),
 * ipaddr.js (premium IP ranges, src/premium.ts). src's own tests may use the test runner too.
 */
const SHARED_PACKAGES = '^node_modules/(zod|superjson|ipaddr\\.js)/';

/**
 * What the browser bundle may import at run time besides client/ and src/: React, the UI kit and its
 * form resolver, the query cache and its tRPC client, the router, Stripe's browser SDK, the icons,
 * the fonts' CSS, zod (forms validate with src/'s schemas) and Lingui's runtime (the texts in the page's
 * language; its macros leave only catalog lookups behind), and for the views loaded only when opened
 * model-viewer, the QR code maker and OpenSeadragon. Stripe's server SDK is `stripe`, not `@stripe/`.
 */
const BROWSER_PACKAGES =
  '^node_modules/(react|react-dom|@mantine/[^/]+|mantine-form-zod-resolver|@tanstack/react-query|@trpc/client|@trpc/react-query|wouter|@stripe/[^/]+|@tabler/icons-react|@fontsource-variable/[^/]+|zod|@lingui/(core|react)|@google/model-viewer|qrcode|openseadragon)/';

/** A module's door: server/modules/<module>/index.ts, the only file of a module the rest of the shop imports. */
const MODULE_DOOR = '^server/modules/[^/]+/index\\.ts$';

/**
 * What a module imports besides the server's own files: the ORM, Kysely (typed SQL), zod, and the two
 * libraries a module uses for its own work: sharp (pictures: share images, return photos; loaded by
 * common/image-library.ts), sanitize-html (Printify's product descriptions), culori (colours) and
 * @gltf-transform/core (the room view's canvas models). Node's builtins too
 * (they are not under node_modules/). Transport and SDKs (@trpc/server, fastify, stripe, nodemailer,
 * pg-boss, pg) stay at the edges: a module reaches payments, mail, the job queue and Printify through
 * the integrations' doors (INTEGRATION_DOORS).
 */
const MODULE_PACKAGES = '^node_modules/(@mikro-orm/[^/]+|kysely|zod|sharp|sanitize-html|culori|@gltf-transform/core)/';

/**
 * An integration's door: a file directly in server/integrations/ (geo.ts, mail.ts, metrics.ts), a
 * folder's index.ts (payments/, printify/), and jobs/job-queue.ts, the one file of jobs/.
 */
const INTEGRATION_DOORS = ['^server/integrations/[^/]+\\.ts$', '^server/integrations/[^/]+/index\\.ts$', '^server/integrations/jobs/job-queue\\.ts$'];

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
      name: 'shared-code-imports-only-pure-packages',
      severity: 'error',
      comment:
        'src/ is imported by both sides, so it imports only its own files and the packages in SHARED_PACKAGES: not the server, the client, Node builtins, the database, the HTTP server, React or any SDK.',
      from: { path: '^src/' },
      to: { pathNot: ['^src/', SHARED_PACKAGES, TEST_RUNNER] },
    },
    {
      name: 'client-imports-only-browser-code',
      severity: 'error',
      comment:
        'What the client imports at run time ends up in the browser bundle: its own files, src/ and BROWSER_PACKAGES. Node builtins, the ORM, the server, the root config files and server SDKs (stripe, nodemailer, pg, kysely) are refused.',
      from: { path: '^client/' },
      to: { pathNot: ['^client/', '^src/', BROWSER_PACKAGES, TEST_RUNNER], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'client-imports-server-as-types-only',
      severity: 'error',
      comment:
        "Server code never reaches the browser bundle: besides what it may import anyway, the client may import the server's types (AppRouter) and tRPC's type helpers, with `import type` (ESLint refuses `import { type X }`, which the build may keep as a side-effect import).",
      from: { path: '^client/' },
      to: {
        pathNot: ['^client/', '^src/', BROWSER_PACKAGES, TEST_RUNNER, '^server/', '^node_modules/@trpc/server/'],
        dependencyTypes: ['type-only'],
      },
    },
    {
      name: 'domain-knows-no-transport',
      severity: 'error',
      comment:
        'Modules and integrations take a RequestScope (server/modules/request-scope.ts) or plain arguments; tRPC, REST and HTTP are adapters above them. Tests may drive modules through the tRPC caller.',
      from: { path: '^server/(modules|integrations)/', pathNot: TESTS },
      to: { path: '^server/(trpc|rest|http)/' },
    },
    {
      name: 'domain-knows-no-composition-root',
      severity: 'error',
      comment:
        'The files directly in server/ (app.ts, services.ts, jobs.ts, purges.ts, db.ts, start.ts, main.ts, …) assemble the modules; a module importing one closes a loop through the whole app. Except env.ts, a leaf (see env-is-a-leaf): the integrations read their settings type (Env) and throw its ConfigError.',
      from: { path: '^server/(modules|integrations)/', pathNot: TESTS },
      to: { path: '^server/[^/]+\\.ts$', pathNot: '^server/env\\.ts$' },
    },
    {
      name: 'modules-meet-at-their-doors',
      severity: 'error',
      comment:
        "A module reaches another only through its door (server/modules/<module>/index.ts), so what others may call is written in one place and the rest of the folder can change without looking outside it. Tests may reach inside (they set up and inspect a module's rows). Entity files have their own rule (entities-relate-to-entities).",
      from: { path: '^server/modules/([^/]+)/', pathNot: [...TESTS, '\\.entity\\.ts$'] },
      to: { path: '^server/modules/[^/]+/', pathNot: ['^server/modules/$1/', MODULE_DOOR] },
    },
    {
      name: 'entities-relate-to-entities',
      severity: 'error',
      comment:
        "The one exception to the doors: an entity names another module's entity for a relation (the ORM registers them together, server/modules/entities.ts), and nothing else of another module. Not even its door: every door leads back to the entities through typed-sql.ts, whose tables are inferred from them (an import cycle). What entity files share sits beside entities.ts (columns.ts).",
      from: { path: '^server/modules/([^/]+)/[^/]+\\.entity\\.ts$' },
      to: { path: '^server/modules/[^/]+/', pathNot: ['^server/modules/$1/', '^server/modules/[^/]+/[^/]+\\.entity\\.ts$'] },
    },
    {
      name: 'the-frame-names-module-files-only-as-documented',
      severity: 'error',
      comment:
        "The files beside the module folders (server/modules/*.ts) are the frame the modules share: entities.ts, the ORM's registry, imports every entity and routine file; request-scope.ts names the types of what it carries where they are declared (through a door it would close a type cycle, since every module imports RequestScope); columns.ts imports nothing. Anything else of a module's inside they may name only as a type.",
      from: { path: '^server/modules/[^/]+\\.ts$' },
      to: { path: '^server/modules/[^/]+/', pathNot: ['\\.(entity|routine)\\.ts$', MODULE_DOOR], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'the-edges-reach-modules-through-their-doors',
      severity: 'error',
      comment:
        "The routers (trpc/), REST (rest/), HTTP (http/), the composition root (server/*.ts), the seed, backups, benches and scripts use a module only through its door, like the modules themselves. Tests may reach inside. (REST reaches modules only through the caller besides: rest-reaches-modules-through-the-caller.)",
      from: { path: '^(server/(?!modules/|integrations/)|bench/|scripts/|e2e/|cluster/|[^/]+\\.ts$)', pathNot: TESTS },
      to: { path: '^server/modules/[^/]+/', pathNot: MODULE_DOOR },
    },
    {
      name: 'modules-import-only-their-packages',
      severity: 'error',
      comment:
        'A module imports only the packages in MODULE_PACKAGES (the ORM, Kysely, zod, sharp, sanitize-html, culori) and Node\'s builtins: tRPC, Fastify, Stripe, nodemailer and the job queue stay at the edges, not even as types (ServiceLog says what a module needs of a logger). Tests may use the test runner, pg and the tRPC caller.',
      from: { path: '^server/modules/', pathNot: TESTS },
      to: { path: '^node_modules/', pathNot: MODULE_PACKAGES },
    },
    {
      name: 'modules-reach-integrations-through-their-doors',
      severity: 'error',
      comment:
        "A module uses an outside service through the integration's door (INTEGRATION_DOORS: payments/index.ts, printify/index.ts, jobs/job-queue.ts, geo.ts, mail.ts, metrics.ts), never the SDK-speaking files behind it.",
      from: { path: '^server/modules/', pathNot: TESTS },
      to: { path: '^server/integrations/', pathNot: INTEGRATION_DOORS },
    },
    {
      name: 'integrations-import-no-module',
      severity: 'error',
      comment:
        "An integration speaks to one outside service in the shop's terms (src/, env.ts) and knows nothing of the modules that use it: otherwise modules and integrations could not be read, changed or tested apart. What both need is in src/ (DomainError, for one).",
      from: { path: '^server/integrations/', pathNot: TESTS },
      to: { path: '^server/modules/' },
    },
    {
      name: 'env-is-a-leaf',
      severity: 'error',
      comment: 'env.ts parses the settings; modules may import it because it imports nothing else of the server.',
      from: { path: '^server/env\\.ts$' },
      to: { path: '^server/' },
    },
    {
      name: 'trpc-knows-no-rest',
      severity: 'error',
      comment: 'REST paths are shims over the procedures (server/rest/shim.ts calls them through a caller); a router importing a REST file turns that upside down.',
      from: { path: '^server/trpc/' },
      to: { path: '^server/rest/' },
    },
    {
      name: 'rest-reaches-modules-through-the-caller',
      severity: 'error',
      comment:
        'A REST path calls its procedure through the caller (server/rest/shim.ts), so validation, authorisation and errors match the tRPC path. Except what has no procedure behind it: checkout.ts (the Stripe webhook), printify.ts (the Printify webhook) and returns.ts and reviews.ts with photo-form.ts and upload-gate.ts (the multipart photo uploads and the photos\' bytes: tRPC here speaks JSON only), product-images.ts (the pictures\' bytes), zoom.ts (the zoom\'s IIIF description and tiles), room-models.ts (the canvas models\' bytes), admin-*-csv.ts (the back office\'s streamed files, behind the same admin gate as the procedures).',
      from: {
        path: '^server/rest/',
        pathNot: [...TESTS, '^server/rest/(shim|checkout|printify|returns|reviews|photo-form|upload-gate|product-images|zoom|room-models|admin-[a-z-]+-csv)\\.ts$'],
      },
      to: { path: '^server/(modules|integrations|trpc)/' },
    },
    {
      name: 'config-files-stay-out-of-the-app',
      severity: 'error',
      comment:
        "The root config files are loaded by tools on their own (the MikroORM CLI, Vite, Vitest): mikro-orm.config.ts may import the ORM's registry (server/modules/entities.ts: the entities and their SQL routines), vite.config.ts its build plugins (scripts/) and the order of the test files (server/test/sequencer.ts, which imports nothing of the app); importing the rest of the app would start it inside the tool.",
      from: { path: '^[^/]+\\.ts$' },
      to: { path: '^(server|client|src|e2e|bench)/', pathNot: ['^server/modules/entities\\.ts$', '^server/test/sequencer\\.ts$'] },
    },
    {
      name: 'runtime-code-imports-no-tests',
      severity: 'error',
      comment: 'Test helpers, stand-ins and the test runner stay out of what ships.',
      from: { path: '^(src|server|client)/', pathNot: TESTS },
      to: { path: [...TESTS, TEST_RUNNER] },
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
