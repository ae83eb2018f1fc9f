import { DEFAULT_ABANDONED_CHECKOUT_DELAY_SECONDS } from '../src/marketing.ts';
import path from 'node:path';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import { DEFAULT_SANCTIONS } from '../src/sanctions.ts';

/**
 * Runtime configuration, read once from the environment and validated at boot so a typo
 * stops the server with a readable message instead of failing on the first request.
 * Every variable is optional; docs/operations.md (Configuration) lists them with their defaults.
 */

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());
const optionalUrl = (what: string) =>
  z.preprocess(emptyAsUndefined, z.url({ message: `must be a URL (${what})` }).optional());

const booleanFlag = (fallback: boolean) =>
  z.preprocess(
    (value) => (value === undefined || value === '' ? fallback : value),
    z.union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on', 'off']).transform((v) => v === 'true' || v === '1' || v === 'on')]),
  );

const commaList = z.preprocess(
  emptyAsUndefined,
  z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    ),
);

/**
 * A comma list of ISO codes that replaces the defaults; unset or empty keeps them (as everywhere here),
 * and `none` clears the list.
 */
const isoCodeList = (defaults: readonly string[], code: RegExp, example: string) =>
  z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .optional()
      .transform((value) => {
        if (value === undefined) return [...defaults];
        if (value.trim().toLowerCase() === 'none') return [];
        return value
          .split(',')
          .map((item) => item.trim().toUpperCase())
          .filter(Boolean);
      })
      .pipe(z.array(z.string().regex(code, `must be a comma-separated list of codes like ${example}, or none`))),
  );

/** What Fastify's trustProxy takes in a list: an address, or a CIDR range. */
function isAddressOrRange(item: string): boolean {
  return ipaddr.isValid(item) || ipaddr.isValidCIDR(item);
}

const postgresUrl = z.preprocess(
  emptyAsUndefined,
  z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
);

/** The role a connection URL names, if it is a URL that names one. */
function roleNamed(url: string): string | undefined {
  try {
    return decodeURIComponent(new URL(url).username) || undefined;
  } catch {
    return undefined;
  }
}

/**
 * DATABASE_OWNER_URL goes with DATABASE_URL, and the two name two roles: the shop grants DATABASE_URL's
 * role its rights as DATABASE_OWNER_URL's (postgres/app-role.ts).
 */
function checkDatabaseRoles({ DATABASE_URL, DATABASE_OWNER_URL }: { DATABASE_URL?: string | undefined; DATABASE_OWNER_URL?: string | undefined }, ctx: z.RefinementCtx) {
  if (!DATABASE_OWNER_URL) return;
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (!DATABASE_URL) {
    issue('DATABASE_OWNER_URL', 'needs DATABASE_URL, the role the shop connects as (without DATABASE_URL the shop runs its embedded database)');
    return;
  }
  const app = roleNamed(DATABASE_URL);
  const owner = roleNamed(DATABASE_OWNER_URL);
  if (!app) issue('DATABASE_URL', "must name the shop's role (postgresql://role:password@host/db) when DATABASE_OWNER_URL is set");
  if (!owner) issue('DATABASE_OWNER_URL', "must name the tables' owner (postgresql://role:password@host/db)");
  if (app && app === owner) issue('DATABASE_URL', `must name a role other than DATABASE_OWNER_URL's (${owner}): the shop must not connect as the tables' owner`);
}

/** The staff lists: compared in lower case, as sign-in keeps e-mails. */
const emailList = commaList.transform((list) => list.map((email) => email.toLowerCase()));

export const EnvSchema = z.object({
  NODE_ENV: z.preprocess(emptyAsUndefined, z.enum(['development', 'production', 'test']).default('development')),
  PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(emptyAsUndefined, z.string().default('0.0.0.0')),
  DATABASE_URL: postgresUrl,
  DATABASE_OWNER_URL: postgresUrl,
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('./.data')),
  PG_BIN_DIR: optionalString,
  BACKUP_DIR: optionalString,
  WAL_ARCHIVE: booleanFlag(true),
  BACKUP_AT: z.preprocess(emptyAsUndefined, z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time of day as HH:MM (24-hour, New York time)').default('03:00')),
  BACKUP_KEEP_DAILY: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(366).default(7)),
  BACKUP_KEEP_WEEKLY: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(520).default(4)),
  SESSION_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  ADMIN_EMAILS: emailList,
  SUPPORT_EMAILS: emailList,
  SMTP_URL: optionalUrl('nodemailer SMTP URL, e.g. smtp://user:pass@host:587'),
  MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().default('Canvas & Light <orders@canvasandlight.example>')),
  SUPPORT_EMAIL: z.preprocess(emptyAsUndefined, z.email().default('support@canvasandlight.example')),
  PUBLIC_URL: optionalUrl("the shop's address as people reach it, e.g. https://shop.example.com"),
  ABANDONED_CHECKOUT_DELAY_SECONDS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(60, 'must be at least 60 (seconds)').max(30 * 24 * 3600, 'must be at most 2592000 (30 days)').default(DEFAULT_ABANDONED_CHECKOUT_DELAY_SECONDS),
  ),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_API_BASE: optionalUrl('base URL of a Stripe-compatible API'),
  PRINTIFY_API_TOKEN: optionalString,
  PRINTIFY_SHOP_ID: optionalString,
  PRINTIFY_WEBHOOK_SECRET: optionalString,
  PRINTIFY_API_BASE: optionalUrl('base URL of a Printify-compatible API'),
  PRINTIFY_IMAGE_ORIGIN: optionalUrl('origin the mockup pictures are fetched from'),
  GEO_COUNTRY_HEADER: z.preprocess(emptyAsUndefined, z.string().toLowerCase().optional()),
  GEO_REGION_HEADER: z.preprocess(emptyAsUndefined, z.string().toLowerCase().optional()),
  SANCTIONED_COUNTRIES: isoCodeList(DEFAULT_SANCTIONS.countries, /^[A-Z]{2}$/, 'CU,IR,KP'),
  SANCTIONED_REGIONS: isoCodeList(DEFAULT_SANCTIONS.regions, /^[A-Z]{2}-[A-Z0-9]{1,3}$/, 'UA-43,UA-40'),
  TRUST_PROXY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .optional()
      .transform((value): boolean | string[] => {
        if (value === undefined || value === 'false') return false;
        if (value === 'true') return true;
        // Otherwise a comma-separated list of proxy addresses or CIDR ranges.
        return value.split(',').map((item) => item.trim()).filter(Boolean);
      })
      .pipe(
        z.union([
          z.boolean(),
          z.array(
            z.string().refine(isAddressOrRange, {
              error: (issue) => `${String(issue.input)} is not an IP address or CIDR range: give the proxy's address (e.g. 127.0.0.1), a range, or true`,
            }),
          ),
        ]),
      ),
  ),
  METRICS_TOKEN: z.preprocess(
    emptyAsUndefined,
    z.string().min(24, 'must be at least 24 characters (the bearer token Prometheus sends to /metrics)').optional(),
  ),
  SHUTDOWN_DRAIN_SECONDS: z.preprocess(emptyAsUndefined, z.coerce.number().min(0).max(60).default(5)),
  SEED_DEMO: booleanFlag(true),
  JOB_SUPERVISE_SECONDS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(10)),
  JOB_RETRY_DELAY_SECONDS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).optional()),
  LOG_LEVEL: z.preprocess(
    emptyAsUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
}).superRefine(checkDatabaseRoles);

/** The configuration as the shop reads it: PUBLIC_URL defaults to this machine's address, BACKUP_DIR to DATA_DIR/backups. */
export type Env = Omit<z.infer<typeof EnvSchema>, 'PUBLIC_URL' | 'BACKUP_DIR'> & { PUBLIC_URL: string; BACKUP_DIR: string };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the given environment or throws a ConfigError that names every bad variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = EnvSchema.safeParse(source);
  if (result.success) {
    // Links in e-mail (to the admin pages, say) need an absolute address; never one from a request's Host header.
    const publicUrl = result.data.PUBLIC_URL ?? `http://localhost:${result.data.PORT}`;
    return { ...result.data, PUBLIC_URL: publicUrl.replace(/\/+$/, ''), BACKUP_DIR: result.data.BACKUP_DIR ?? path.join(result.data.DATA_DIR, 'backups') };
  }
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}
