import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import config from '../mikro-orm.config.ts';
import { buildApp, type App } from './app.ts';
import { SESSION_COOKIE, cookieJarFor } from './trpc/session-cookie.ts';
import { RequestSession } from './modules/session/request-session.ts';
import { postgresUrl, resetDatabase } from './test/database.ts';
import { testJobQueue } from './test/jobs.ts';
import { testMailbox } from './test/mailbox.ts';
import { TEST_CONFIG, TEST_SESSION_SECRET, createProduct, testApp } from './test/helpers.ts';
import { INTERNAL_MESSAGE } from './trpc/errors.ts';

let app: App;
let clientDir: string;

beforeAll(async () => {
  // An empty shop: the pages below are Page Not Found for prints it does not have, whatever ran before.
  await resetDatabase();
  // A stand-in for Vite's output: what matters here is how the server serves it.
  clientDir = await mkdtemp(path.join(tmpdir(), 'shop-client-'));
  await mkdir(path.join(clientDir, 'assets'));
  await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  await writeFile(path.join(clientDir, 'assets', 'index-Bx3kQ9aZ.js'), 'console.log(1)');
  await writeFile(path.join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  app = await testApp({ clientDir });
  // A route that starts a session the way later features will (cart, sign-in).
  app.post('/test/session', async (request, reply) => {
    const session = new RequestSession(app.orm.em.fork(), cookieJarFor(request, reply));
    return { sid: await session.ensureId() };
  });
  app.get('/test/fails', async () => {
    throw new Error('connect ECONNREFUSED 10.0.0.5:5432');
  });
});
afterAll(async () => {
  await app.close();
  await rm(clientDir, { recursive: true, force: true });
});

describe('health and errors', () => {
  it('GET /healthz pings the database', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('unknown /api paths answer a JSON 404 with a message', async () => {
    for (const url of ['/api/no-such', '/api', '/trpc/x/y.json']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: expect.stringContaining('No such path') });
    }
    const post = await app.inject({ method: 'POST', url: '/api/no-such', payload: {} });
    expect(post.statusCode).toBe(404);
  });

  it('a database failure is a 5xx that carries no internals', async () => {
    // An ORM pointed at a port where no database listens: every query fails.
    const unreachable = new URL(postgresUrl());
    unreachable.port = '1';
    const broken = await MikroORM.init({ ...config, clientUrl: unreachable.toString() });
    const brokenApp = await buildApp({
      orm: broken,
      config: TEST_CONFIG,
      sessionSecret: TEST_SESSION_SECRET,
      clientDir: null,
      mailer: (await testMailbox()).mailer,
      jobs: await testJobQueue(),
      runJobs: false,
    });
    try {
      const list = await brokenApp.inject({ method: 'GET', url: '/api/products' });
      expect(list.statusCode).toBe(500);
      expect(list.json()).toEqual({ message: INTERNAL_MESSAGE });
      const health = await brokenApp.inject({ method: 'GET', url: '/healthz' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({ status: 'unavailable', message: 'The database is not reachable.' });
    } finally {
      await brokenApp.close();
      await broken.close();
    }
  });
});

describe('errors no route answered', () => {
  it('answer JSON with a message, and a 5xx carries no internals', async () => {
    const failed = await app.inject({ method: 'GET', url: '/test/fails' });
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({ message: INTERNAL_MESSAGE });

    const unreadable = await app.inject({ method: 'POST', url: '/test/session', headers: { 'content-type': 'application/json' }, payload: '{' });
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json()).toEqual({ message: expect.stringMatching(/JSON/) });
  });
});

describe('client app', () => {
  it('serves index.html for / and every other page path, uncached', async () => {
    // A path, product or category the shop does not have is its Page Not Found (http/page-head.test.ts).
    for (const [url, status] of [['/', 200], ['/about', 200], ['/no/such/page', 404], ['/product/12', 404], ['/shop?category=Europe', 404]] as const) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(status);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('private, no-cache');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('serves hashed assets for a year and other files briefly', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/index-Bx3kQ9aZ.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const favicon = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(favicon.headers['cache-control']).toBe('public, max-age=3600');
    const missing = await app.inject({ method: 'GET', url: '/assets/missing-abc.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('sends security headers whose CSP lets Stripe.js and its frames load', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/frame-src 'self' https:\/\/js\.stripe\.com https:\/\/hooks\.stripe\.com/);
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('sends the same security headers with every answer: an API read, a file, a 404 and an error', async () => {
    const page = await app.inject({ method: 'GET', url: '/' });
    const security = Object.fromEntries(
      ['content-security-policy', 'cross-origin-opener-policy', 'referrer-policy', 'x-frame-options', 'x-content-type-options'].map((name) => [name, page.headers[name]]),
    );
    expect(security['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(security['referrer-policy']).toBe('strict-origin-when-cross-origin');
    for (const url of ['/api/products', '/favicon.svg', '/api/no-such', '/test/fails']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers, url).toMatchObject(security);
    }
  });
});

describe('tRPC over HTTP', () => {
  it('answers at /trpc with superjson, batched', async () => {
    const product = await createProduct({ title: 'Over The Wire' });
    const input = encodeURIComponent(JSON.stringify({ 0: { json: { id: product.id } }, 1: { json: null } }));
    const response = await app.inject({ method: 'GET', url: `/trpc/shop.products.byId,auth.me?batch=1&input=${input}` });
    expect(response.statusCode).toBe(200);
    const [byId, me] = response.json();
    expect(byId.result.data.json).toMatchObject({ id: product.id, title: 'Over The Wire' });
    expect(me.result.data.json).toBeNull();
  });

  it('answers a 404 procedure error with the message and no stack', async () => {
    const input = encodeURIComponent(JSON.stringify({ json: { id: 987654 } }));
    const response = await app.inject({ method: 'GET', url: `/trpc/shop.products.byId?input=${input}` });
    expect(response.statusCode).toBe(404);
    const { error } = response.json();
    expect(error.json.message).toBe('Product not found');
    expect(JSON.stringify(error)).not.toMatch(/stack|\.ts:/);
  });
});

describe('request guards', () => {
  it('refuse a state-changing request from another origin', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/test/session',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Cross-site requests are not allowed.' });
  });

  it('refuse bodies a plain cross-site form could send', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const response = await app.inject({ method: 'POST', url: '/test/session', headers: { 'content-type': type }, payload: 'a=1' });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ message: 'Send the request body as JSON.' });
    }
  });

  it('let our own origin through', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/test/session',
      headers: { origin: 'http://localhost:80', host: 'localhost:80', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('session cookie', () => {
  it('is signed, HttpOnly and SameSite=Lax, and Secure over HTTPS', async () => {
    const response = await app.inject({ method: 'POST', url: '/test/session' });
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    // Signed: the cookie carries the id plus a signature, not the bare id.
    const { sid } = response.json();
    expect(cookie?.value.startsWith(`${sid}.`)).toBe(true);

    const again = await app.inject({ method: 'POST', url: '/test/session', cookies: { [SESSION_COOKIE]: cookie?.value ?? '' } });
    expect(again.json().sid).toBe(sid);

    const tampered = await app.inject({ method: 'POST', url: '/test/session', cookies: { [SESSION_COOKIE]: `${sid}.forged` } });
    expect(tampered.json().sid).not.toBe(sid);
  });

  it('is Secure when the shop is reached over HTTPS through a trusted proxy', async () => {
    const proxied = await buildApp({
      orm: app.orm,
      config: { ...TEST_CONFIG, TRUST_PROXY: true },
      sessionSecret: TEST_SESSION_SECRET,
      clientDir: null,
      mailer: (await testMailbox()).mailer,
      jobs: await testJobQueue(),
      runJobs: false,
    });
    proxied.post('/test/session', async (request, reply) => ({
      sid: await new RequestSession(proxied.orm.em.fork(), cookieJarFor(request, reply)).ensureId(),
    }));
    try {
      const response = await proxied.inject({ method: 'POST', url: '/test/session', headers: { 'x-forwarded-proto': 'https' } });
      expect(response.cookies.find((c) => c.name === SESSION_COOKIE)?.secure).toBe(true);
    } finally {
      await proxied.close();
    }
  });
});
