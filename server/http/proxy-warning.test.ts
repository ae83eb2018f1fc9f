import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import type { AppConfig } from '../app.ts';
import { testApp } from '../test/helpers.ts';

/** One warning naming TRUST_PROXY when a proxy the shop does not trust forwards its visitors. */

let app: App | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function appLoggingWarnings(config: Partial<AppConfig>) {
  const warnings: { msg: string; proxy?: string }[] = [];
  app = await testApp({
    config,
    logger: {
      level: 'warn',
      stream: new Writable({
        write(chunk: Buffer, _encoding, done) {
          warnings.push(JSON.parse(chunk.toString('utf8')) as { msg: string });
          done();
        },
      }),
    },
  });
  const request = (headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
    app!.inject({ method: 'GET', url: '/api/currencies', headers, remoteAddress });
  return { warnings, request };
}

describe('X-Forwarded-For from a proxy that is not trusted', () => {
  it('is logged once, naming the proxy and TRUST_PROXY', async () => {
    const { warnings, request } = await appLoggingWarnings({ TRUST_PROXY: false });
    expect((await request({})).statusCode).toBe(200);
    expect(warnings).toEqual([]);
    for (const client of ['203.0.113.7', '203.0.113.8', '198.51.100.1']) {
      expect((await request({ 'x-forwarded-for': client })).statusCode).toBe(200);
    }
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.proxy).toBe('127.0.0.1');
    expect(warnings[0]!.msg).toMatch(/^Requests carry X-Forwarded-For from 127\.0\.0\.1, a proxy that is not trusted/);
    expect(warnings[0]!.msg).toContain('TRUST_PROXY=127.0.0.1');
  });

  it('is also logged for a proxy missing from the TRUST_PROXY list', async () => {
    const { warnings, request } = await appLoggingWarnings({ TRUST_PROXY: ['10.0.0.5'] });
    await request({ 'x-forwarded-for': '203.0.113.7' }, '10.0.0.6');
    expect(warnings.map((warning) => warning.proxy)).toEqual(['10.0.0.6']);
  });

  it('is not logged when the proxy is trusted, by address or with true', async () => {
    for (const TRUST_PROXY of [['127.0.0.1'], true] as const) {
      const { warnings, request } = await appLoggingWarnings({ TRUST_PROXY: typeof TRUST_PROXY === 'boolean' ? TRUST_PROXY : [...TRUST_PROXY] });
      await request({ 'x-forwarded-for': '203.0.113.7' });
      expect(warnings).toEqual([]);
      await app!.close();
      app = undefined;
    }
  });
});
