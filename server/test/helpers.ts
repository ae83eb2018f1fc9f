import { DEFAULT_ABANDONED_CHECKOUT_DELAY_SECONDS } from '../../src/marketing.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Locale } from '../../src/locales.ts';
import { DEFAULT_SANCTIONS } from '../../src/sanctions.ts';
import { buildApp, type AppConfig, type AppOptions } from '../app.ts';
import type { Mailer } from '../integrations/mail.ts';
import { createDemoProvider, type PaymentProvider } from '../integrations/payments/index.ts';
import type { Printify } from '../integrations/printify/index.ts';
import { defineJobs } from '../jobs.ts';
import { ProductSchema, type Product } from '../modules/catalogue/product.entity.ts';
import { RequestSession, type CookieJar } from '../modules/session/request-session.ts';
import { newSessionId, saveSession } from '../modules/session/session.store.ts';
import { UserSchema, type User } from '../modules/user/user.entity.ts';
import type { Clock } from '../modules/common/clock.ts';
import type { RequestScope, ServiceLog, Services } from '../modules/request-scope.ts';
import { createServices } from '../services.ts';
import { createContextInner } from '../trpc/context.ts';
import { createCaller } from '../trpc/root.ts';
import { testOrm } from './database.ts';
import { testJobQueue } from './jobs.ts';
import { testMailbox } from './mailbox.ts';

export const ADMIN_EMAIL = 'curator@canvasandlight.example';
/** Support staff: reads the back office and runs returns, moves no money. */
export const SUPPORT_STAFF_EMAIL = 'helpdesk@canvasandlight.example';

export const TEST_CONFIG: AppConfig = {
  NODE_ENV: 'test',
  ADMIN_EMAILS: [ADMIN_EMAIL],
  SUPPORT_EMAILS: [SUPPORT_STAFF_EMAIL],
  TRUST_PROXY: false,
  LOG_LEVEL: 'silent',
  SUPPORT_EMAIL: 'support@canvasandlight.example',
  PUBLIC_URL: 'http://shop.test',
  ABANDONED_CHECKOUT_DELAY_SECONDS: DEFAULT_ABANDONED_CHECKOUT_DELAY_SECONDS,
  SANCTIONED_COUNTRIES: [...DEFAULT_SANCTIONS.countries],
  SANCTIONED_REGIONS: [...DEFAULT_SANCTIONS.regions],
};

export const TEST_SESSION_SECRET = 'test-session-secret-that-is-long-enough-0123456789';

/** A clock that stands still until a test moves it. */
export function testClock(start = new Date()) {
  let now = start.getTime();
  const clock: Clock = () => new Date(now);
  return Object.assign(clock, {
    advance(ms: number) {
      now += ms;
    },
  });
}

/**
 * The whole app on the worker's database, for `app.inject`, sending mail to the worker's SMTP peer
 * (or through `mailer`). Rate-limit counters live in that database, so two apps share them, as two
 * instances of the shop would. `config` overrides parts of TEST_CONFIG; `payments` defaults to the
 * demo keyed with TEST_SESSION_SECRET; `logger` as buildApp takes it (none by default). Its job queue
 * has no workers: `app.services.jobs.drain()` runs what is queued. Close it in afterAll.
 */
export async function testApp(
  options: Partial<
    Pick<AppOptions, 'clientDir' | 'clock' | 'payments' | 'printify' | 'logger' | 'mailer' | 'logSignInCodes' | 'uploadLimits' | 'shareImageLimits'>
  > & {
    config?: Partial<AppConfig>;
  } = {},
) {
  const orm = await testOrm();
  return buildApp({
    orm,
    mailer: options.mailer ?? (await testMailbox()).mailer,
    jobs: await testJobQueue(),
    runJobs: false,
    payments: options.payments ?? createDemoProvider({ secret: TEST_SESSION_SECRET }),
    printify: options.printify ?? null,
    clock: options.clock,
    config: { ...TEST_CONFIG, ...options.config },
    sessionSecret: TEST_SESSION_SECRET,
    clientDir: options.clientDir ?? null,
    logger: options.logger,
    logSignInCodes: options.logSignInCodes,
    uploadLimits: options.uploadLimits,
    shareImageLimits: options.shareImageLimits,
  });
}

const SILENT_LOG: ServiceLog = { info() {}, error() {} };

/**
 * Services as the app builds them, with the worker's mailbox. Their rate-limit counters are the
 * worker database's (emptied by resetDatabase).
 * Payments are the demo keyed with TEST_SESSION_SECRET unless a test passes its own (e.g. Stripe
 * pointed at a StripeStandin). Their job queue has the app's jobs and no workers: `services.jobs.drain()`
 * runs what is queued, e.g. to send the e-mail an order queued.
 */
export async function testServices(
  options: { clock?: Clock; payments?: PaymentProvider; printify?: Printify | null; mailer?: Mailer } = {},
): Promise<Services> {
  const jobs = await testJobQueue();
  const services = createServices({
    mailer: options.mailer ?? (await testMailbox()).mailer,
    jobs,
    payments: options.payments ?? createDemoProvider({ secret: TEST_SESSION_SECRET }),
    printify: options.printify ?? null,
    clock: options.clock,
    supportEmail: TEST_CONFIG.SUPPORT_EMAIL,
    publicUrl: TEST_CONFIG.PUBLIC_URL,
    log: SILENT_LOG,
  });
  defineJobs(jobs, { orm: await testOrm(), services });
  await jobs.start({ work: false });
  return services;
}

/** A cookie jar with no HTTP around it: holds the session id a caller's context carries. */
export class MemoryJar implements CookieJar {
  constructor(public sid?: string) {}
  get() {
    return this.sid;
  }
  set(sid: string) {
    this.sid = sid;
  }
  clear() {
    this.sid = undefined;
  }
}

/** With no HTTP response to wait for, work after the answer starts once the caller has had it. */
const afterTheAnswer: RequestScope['afterResponse'] = (task) => setImmediate(() => void task());

/**
 * A tRPC caller as the given user (a real session row points at them) or as a visitor, with the
 * same middleware as over HTTP. Pass a jar to set or read the session id it carries,
 * `afterResponse` to decide yourself when work after the answer runs, and `locale` for the language
 * its page would name (x-shop-locale; English without).
 */
export async function callerFor(
  user: User | null,
  options: { ip?: string; services?: Services; jar?: MemoryJar; afterResponse?: RequestScope['afterResponse']; locale?: Locale } = {},
) {
  const orm = await testOrm();
  const em = orm.em.fork();
  const jar = options.jar ?? new MemoryJar();
  if (user) {
    jar.sid = newSessionId();
    await saveSession(em, jar.sid, { userId: user.id });
  }
  const ctx = createContextInner({
    em,
    session: new RequestSession(em, jar),
    adminEmails: TEST_CONFIG.ADMIN_EMAILS,
    supportEmails: TEST_CONFIG.SUPPORT_EMAILS,
    ip: options.ip ?? '127.0.0.1',
    services: options.services ?? (await testServices()),
    afterResponse: options.afterResponse ?? afterTheAnswer,
    // The page's language, as the client names it in every call (x-shop-locale); none: English.
    locale: options.locale,
  });
  return createCaller(ctx);
}

let sequence = 0;

export async function createUser(overrides: Partial<User> = {}): Promise<User> {
  const em: EntityManager = (await testOrm()).em.fork();
  sequence += 1;
  const user = em.create(UserSchema, {
    email: `customer${sequence}@example.com`,
    firstName: 'Ada',
    lastName: 'Lovelace',
    ...overrides,
  });
  await em.flush();
  return user;
}

export async function createProduct(overrides: Partial<Product> = {}): Promise<Product> {
  const em: EntityManager = (await testOrm()).em.fork();
  sequence += 1;
  const product = em.create(ProductSchema, {
    title: `Test Print ${sequence}`,
    description: 'A test print on gallery canvas.',
    price: '120.00',
    category: 'Abstract',
    inventory: 5,
    variants: [
      { id: '24x16', size: '24"x16"', price: '120.00', isDefault: true, mockupImages: [], dimensions: null },
    ],
    ...overrides,
  });
  await em.flush();
  return product;
}
