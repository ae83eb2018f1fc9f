import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cruise, type ICruiseOptions, type ICruiseResult, type IViolation } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The layer rules (.dependency-cruiser.cjs, .dependency-cruiser.folders.mjs and the type-import and
 * door rules in eslint.config.js) shown to bite: each forbidden import is planted in a scratch copy of the project
 * and must be refused by its rule, and each allowed import beside it must pass, so that a rule which
 * refuses everything, or nothing, fails here. Imports of the project's own files are copied from the
 * real tree (a probe that names a file that is gone fails), packages come from the real node_modules.
 */

const ROOT = path.resolve(import.meta.dirname, '..');
const LAYER_RULES = path.join(ROOT, '.dependency-cruiser.cjs');
const FOLDER_RULES = path.join(ROOT, '.dependency-cruiser.folders.mjs');

type Plant = { file: string; source: string };
type Probe = Plant & { rule: string };

/** Forbidden imports, each with the rule of .dependency-cruiser.cjs that must refuse it. */
const LAYER_PROBES: Probe[] = [
  { file: 'client/probe-fs.ts', source: "import { readFileSync } from 'node:fs';", rule: 'client-imports-only-browser-code' },
  { file: 'client/probe-orm.ts', source: "import { MikroORM } from '@mikro-orm/core';", rule: 'client-imports-only-browser-code' },
  { file: 'client/probe-orm-config.ts', source: "import config from '../mikro-orm.config.ts';", rule: 'client-imports-only-browser-code' },
  { file: 'client/probe-caller.ts', source: "import { createCaller } from '../server/trpc/root.ts';", rule: 'client-imports-only-browser-code' },
  { file: 'client/probe-orm-types.ts', source: "import type { EntityManager } from '@mikro-orm/core';", rule: 'client-imports-server-as-types-only' },
  { file: 'src/probe-kysely.ts', source: "import { Kysely } from 'kysely';", rule: 'shared-code-imports-only-pure-packages' },
  { file: 'src/probe-stripe.ts', source: "import Stripe from 'stripe';", rule: 'shared-code-imports-only-pure-packages' },
  { file: 'src/probe-trpc.ts', source: "import { initTRPC } from '@trpc/server';", rule: 'shared-code-imports-only-pure-packages' },
  { file: 'src/probe-mail.ts', source: "import nodemailer from 'nodemailer';", rule: 'shared-code-imports-only-pure-packages' },
  { file: 'src/probe-path.ts', source: "import path from 'node:path';", rule: 'shared-code-imports-only-pure-packages' },
  { file: 'server/modules/probe/jobs.ts', source: "import { defineJobs } from '../../jobs.ts';", rule: 'domain-knows-no-composition-root' },
  { file: 'server/modules/probe/purges.ts', source: "import { SCHEDULED_PURGES } from '../../purges.ts';", rule: 'domain-knows-no-composition-root' },
  { file: 'server/modules/probe/db.ts', source: "import { initORM } from '../../db.ts';", rule: 'domain-knows-no-composition-root' },
  { file: 'server/integrations/probe/services.ts', source: "import type { ServiceOptions } from '../../services.ts';", rule: 'domain-knows-no-composition-root' },
  { file: 'server/modules/probe/shim.ts', source: "import { callProcedure } from '../../rest/shim.ts';", rule: 'domain-knows-no-transport' },
  { file: 'server/trpc/routers/probe-rest.ts', source: "import { cartRoutes } from '../../rest/cart.ts';", rule: 'trpc-knows-no-rest' },
  { file: 'server/rest/probe-module.ts', source: "import { addToCart } from '../modules/cart/index.ts';", rule: 'rest-reaches-modules-through-the-caller' },
  { file: 'server/env.ts', source: "import { SCHEDULED_PURGES } from './purges.ts';", rule: 'env-is-a-leaf' },
  { file: 'probe.config.ts', source: "import { parseEnv } from './server/env.ts';", rule: 'config-files-stay-out-of-the-app' },
  { file: 'probe-module.config.ts', source: "import { ProductSchema } from './server/modules/catalogue/index.ts';", rule: 'config-files-stay-out-of-the-app' },
  { file: 'server/modules/probe/test-helper.ts', source: "import { TEST_CONFIG } from '../../test/helpers.ts';", rule: 'runtime-code-imports-no-tests' },
  // Module borders: a module, an entity, the frame beside the modules and the edges each reach another module's inside.
  { file: 'server/modules/probe/inside.ts', source: "import { addToCart } from '../cart/cart.service.ts';", rule: 'modules-meet-at-their-doors' },
  { file: 'server/modules/probe/inside-type.ts', source: "import type { CartOwner } from '../cart/cart-item.entity.ts';", rule: 'modules-meet-at-their-doors' },
  { file: 'server/modules/probe/hold.entity.ts', source: "import { reserveStock } from '../catalogue/stock.ts';", rule: 'entities-relate-to-entities' },
  { file: 'server/modules/probe/door.entity.ts', source: "import { ProductSchema } from '../catalogue/index.ts';", rule: 'entities-relate-to-entities' },
  { file: 'server/modules/entities.ts', source: "import { reserveStock } from './catalogue/stock.ts';", rule: 'the-frame-names-module-files-only-as-documented' },
  { file: 'server/http/probe-module.ts', source: "import { productFiles } from '../modules/catalogue/catalogue-files.ts';", rule: 'the-edges-reach-modules-through-their-doors' },
  { file: 'server/trpc/routers/probe-module.ts', source: "import { addToCart } from '../../modules/cart/cart.service.ts';", rule: 'the-edges-reach-modules-through-their-doors' },
  { file: 'server/probe-root.ts', source: "import { mailJob } from './modules/mail/mail-queue.ts';", rule: 'the-edges-reach-modules-through-their-doors' },
  { file: 'bench/probe-module.ts', source: "import { adminOverview } from '../server/modules/back-office/overview.ts';", rule: 'the-edges-reach-modules-through-their-doors' },
  // What a module may import of packages and integrations; what an integration may import of modules.
  { file: 'server/modules/probe/trpc.ts', source: "import { TRPCError } from '@trpc/server';", rule: 'modules-import-only-their-packages' },
  { file: 'server/modules/probe/stripe.ts', source: "import Stripe from 'stripe';", rule: 'modules-import-only-their-packages' },
  { file: 'server/modules/probe/nodemailer.ts', source: "import nodemailer from 'nodemailer';", rule: 'modules-import-only-their-packages' },
  { file: 'server/modules/probe/fastify.ts', source: "import Fastify from 'fastify';", rule: 'modules-import-only-their-packages' },
  { file: 'server/modules/probe/fastify-type.ts', source: "import type { FastifyBaseLogger } from 'fastify';", rule: 'modules-import-only-their-packages' },
  { file: 'server/modules/probe/pg-boss.ts', source: "import { PgBoss } from 'pg-boss';", rule: 'modules-import-only-their-packages' },
  {
    file: 'server/modules/probe/stripe-provider.ts',
    source: "import { createStripeProvider } from '../../integrations/payments/stripe-provider.ts';",
    rule: 'modules-reach-integrations-through-their-doors',
  },
  { file: 'server/integrations/probe-module.ts', source: "import { recordAudit } from '../modules/audit/index.ts';", rule: 'integrations-import-no-module' },
  { file: 'server/integrations/probe/common.ts', source: "import { systemClock } from '../../modules/common/index.ts';", rule: 'integrations-import-no-module' },
];

/** Imports the same rules allow, planted beside the probes: none of them may be refused. */
const LAYER_CONTROLS: Plant[] = [
  { file: 'client/control-router-type.ts', source: "import type { AppRouter } from '../server/trpc/root.ts';" },
  { file: 'client/control-browser.ts', source: "import { MantineProvider } from '@mantine/core';\nimport { useQuery } from '@tanstack/react-query';" },
  { file: 'client/control-shared.ts', source: "import { formatUsd } from '../src/money.ts';" },
  { file: 'client/control.test.ts', source: "import { describe } from 'vitest';" },
  { file: 'src/control-schema.ts', source: "import { z } from 'zod';\nimport superjson from 'superjson';\nimport ipaddr from 'ipaddr.js';" },
  { file: 'server/integrations/control/env.ts', source: "import { ConfigError, type Env } from '../../env.ts';" },
  { file: 'server/modules/control/test-helper.test.ts', source: "import { TEST_CONFIG } from '../../test/helpers.ts';" },
  { file: 'server/rest/control-caller.ts', source: "import { callProcedure } from './shim.ts';" },
  { file: 'server/rest/printify.ts', source: "import { takeEvent } from '../modules/printify/index.ts';" },
  { file: 'server/trpc/routers/control-module.ts', source: "import { addToCart } from '../../modules/cart/index.ts';" },
  { file: 'control.config.ts', source: "import { ENTITIES } from './server/modules/entities.ts';\nimport { precompress } from './scripts/vite-precompress.ts';" },
  // Through the doors, the entity exception, the frame, tests inside, and the packages and integrations a module may use.
  { file: 'server/modules/control/door.ts', source: "import { addToCart, type CartOwner } from '../cart/index.ts';" },
  { file: 'server/modules/control/line.entity.ts', source: "import { ProductSchema } from '../catalogue/product.entity.ts';\nimport { createdAt } from '../columns.ts';" },
  { file: 'server/modules/request-scope.ts', source: "import type { Clock } from './common/clock.ts';" },
  { file: 'server/modules/control/inside.test.ts', source: "import { addToCart } from '../cart/cart.service.ts';" },
  { file: 'server/http/control-module.ts', source: "import { productFiles } from '../modules/catalogue/index.ts';" },
  { file: 'bench/control-module.test.ts', source: "import { adminOverview } from '../server/modules/back-office/overview.ts';" },
  {
    file: 'server/modules/control/packages.ts',
    source:
      "import { createHash } from 'node:crypto';\nimport { defineEntity } from '@mikro-orm/core';\nimport { sql } from 'kysely';\nimport { z } from 'zod';\nimport sanitizeHtml from 'sanitize-html';\nimport type { Metadata } from 'sharp';",
  },
  {
    file: 'server/modules/control/integrations.ts',
    source:
      "import type { PaymentProvider } from '../../integrations/payments/index.ts';\nimport type { JobQueue } from '../../integrations/jobs/job-queue.ts';\nimport { maskEmail } from '../../integrations/mail.ts';",
  },
  { file: 'server/integrations/control/shared.ts', source: "import { DomainError } from '../../../src/domain-error.ts';" },
];

/**
 * Module folders importing each other, directly (alpha and beta) and through an integration
 * (gamma -> relay -> delta -> gamma), never through a file cycle; each folder edge on a cycle is refused.
 */
const FOLDER_PROBES: Plant[] = [
  { file: 'server/modules/probe-alpha/order.ts', source: "import { stock } from '../probe-beta/stock.ts';" },
  { file: 'server/modules/probe-alpha/labels.ts', source: 'export const label = 1;' },
  { file: 'server/modules/probe-beta/restock.ts', source: "import { label } from '../probe-alpha/labels.ts';" },
  { file: 'server/modules/probe-beta/stock.ts', source: 'export const stock = 1;' },
  { file: 'server/modules/probe-gamma/send.ts', source: "import { relay } from '../../integrations/probe-relay/relay.ts';" },
  { file: 'server/integrations/probe-relay/relay.ts', source: "import { deliver } from '../../modules/probe-delta/deliver.ts';\nexport const relay = deliver;" },
  { file: 'server/modules/probe-delta/deliver.ts', source: "import { format } from '../probe-gamma/format.ts';\nexport const deliver = format;" },
  { file: 'server/modules/probe-gamma/format.ts', source: 'export const format = 1;' },
  // One way only: allowed.
  { file: 'server/modules/probe-one-way/read.ts', source: "import { stock } from '../probe-beta/stock.ts';" },
];
const FOLDER_CYCLES = [
  'server/modules/probe-alpha -> server/modules/probe-beta',
  'server/modules/probe-beta -> server/modules/probe-alpha',
  'server/modules/probe-gamma -> server/integrations/probe-relay',
  'server/integrations/probe-relay -> server/modules/probe-delta',
  'server/modules/probe-delta -> server/modules/probe-gamma',
];

let scratch: string;
let layerViolations: IViolation[];
let folderViolations: IViolation[];

/** The project files `source` (at `file`) imports by a relative path. */
const relativeImports = (file: string, source: string) =>
  [...source.matchAll(/from '(\.[^']+)'/g)].map(([, specifier]) => path.join(path.dirname(file), specifier!));

/** Writes the plants into the scratch copy, with a copy of each project file they import (and, in src/, of what that imports). */
async function plant(plants: Plant[]) {
  for (const { file, source } of plants) {
    await mkdir(path.dirname(path.join(scratch, file)), { recursive: true });
    await writeFile(path.join(scratch, file), `${source}\n`);
  }
  const copied = new Set(plants.map((p) => p.file));
  const copy = async (target: string): Promise<void> => {
    if (copied.has(target)) return;
    copied.add(target);
    await cp(path.join(ROOT, target), path.join(scratch, target));
    // src/'s own imports come too (domain-error.ts needs shop-text.ts); a module's would bring half the
    // server, and cycles through the probes.
    if (!target.startsWith('src/')) return;
    for (const imported of relativeImports(target, await readFile(path.join(ROOT, target), 'utf8'))) await copy(imported);
  };
  for (const { file, source } of plants) for (const target of relativeImports(file, source)) await copy(target);
}

/**
 * Cruises the files (and what they import) under baseDir with a config of the project. Symlinks are kept
 * as they are, so that the scratch copy's packages keep their node_modules/ paths.
 */
async function violations(configFile: string, files: string[], baseDir: string): Promise<IViolation[]> {
  const options: ICruiseOptions = { ...(await extractDepcruiseOptions(configFile)), baseDir, preserveSymlinks: true };
  const result = await cruise(files, options, {}, { tsConfig: extractTSConfig(path.join(ROOT, 'tsconfig.json')) });
  return (result.output as ICruiseResult).summary.violations;
}

const refusals = (found: IViolation[], file: string) => found.filter((v) => v.from === file).map((v) => v.rule.name);

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'layer-rules-'));
  await symlink(path.join(ROOT, 'node_modules'), path.join(scratch, 'node_modules'), 'dir');
  await plant([...LAYER_PROBES, ...LAYER_CONTROLS]);
  layerViolations = await violations(LAYER_RULES, [...LAYER_PROBES, ...LAYER_CONTROLS].map((p) => p.file), scratch);
  await plant(FOLDER_PROBES);
  folderViolations = await violations(FOLDER_RULES, FOLDER_PROBES.map((p) => p.file), scratch);
});

afterAll(async () => {
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

describe('the layer rules (dependency-cruiser)', () => {
  it.each(LAYER_PROBES)('refuses $file: $source', ({ file, rule }) => {
    expect(refusals(layerViolations, file)).toEqual([rule]);
  });

  it('refuses nothing but the probes: not the allowed imports beside them, nor the files they import', () => {
    expect(layerViolations.map((v) => v.from).filter((from) => !LAYER_PROBES.some((p) => p.file === from))).toEqual([]);
  });

  it('refuses each folder edge on a cycle between module folders, direct or through an integration, and no other', () => {
    expect(folderViolations.map((v) => `${v.from} -> ${v.to}`).sort()).toEqual([...FOLDER_CYCLES].sort());
    expect(new Set(folderViolations.map((v) => v.rule.name))).toEqual(new Set(['no-folder-cycles']));
  });

  it('passes the real tree, as `npm run lint` cruises it', async () => {
    const listed = (found: IViolation[]) => found.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`);
    expect(listed(await violations(LAYER_RULES, ['src', 'server', 'client', 'e2e', 'bench', 'scripts', '*.ts'], ROOT))).toEqual([]);
    expect(listed(await violations(FOLDER_RULES, ['server'], ROOT))).toEqual([]);
  });
});

describe('type imports (ESLint)', () => {
  const eslint = new ESLint({ cwd: ROOT });
  const lint = async (source: string) => {
    const [result] = await eslint.lintText(`${source}\nexport type Router = AppRouter;\n`, { filePath: path.join(ROOT, 'client/probe.ts') });
    return result!.messages.map((m) => m.ruleId);
  };

  it('refuses an inline type import, which the build may keep as an import of the server module', async () => {
    expect(await lint("import { type AppRouter } from '../server/trpc/root.ts';")).toEqual(['@typescript-eslint/no-import-type-side-effects']);
  });

  it('refuses a type imported as a value', async () => {
    expect(await lint("import { AppRouter } from '../server/trpc/root.ts';")).toEqual(['@typescript-eslint/consistent-type-imports']);
  });

  it('accepts `import type`', async () => {
    expect(await lint("import type { AppRouter } from '../server/trpc/root.ts';")).toEqual([]);
  });

  /** Lints a re-export as a client file; a door's lines are linted as a door. */
  const lintExport = async (source: string, file = 'client/probe.ts') => {
    const [result] = await eslint.lintText(`${source}\n`, { filePath: path.join(ROOT, file) });
    return result!.messages.map((m) => m.ruleId);
  };

  it('refuses a re-export of inline types, which keeps `export {} from` the server module (and dependency-cruiser reads as type-only)', async () => {
    expect(await lintExport("export { type AppRouter } from '../server/trpc/root.ts';")).toEqual(['no-restricted-syntax']);
  });

  it('accepts `export type`, and a re-export that names a value beside its types', async () => {
    expect(await lintExport("export type { AppRouter } from '../server/trpc/root.ts';")).toEqual([]);
    expect(await lintExport("export { addToCart, type CartOwner } from './cart.service.ts';", 'server/modules/cart/index.ts')).toEqual([]);
  });

  it("refuses `export *` in a module's door, which names what it lets out", async () => {
    expect(await lintExport("export * from './cart.service.ts';", 'server/modules/cart/index.ts')).toEqual(['no-restricted-syntax']);
  });
});
