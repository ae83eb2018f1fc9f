import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { pageEncoder, SharedText } from './page-encoding.ts';

/** The part of a request the encoder reads: what the browser accepts. */
const accepting = (acceptEncoding?: string) => ({ headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } }) as FastifyRequest;

/** A page of 40 KB that compresses to about 20 KB: hex of random bytes. */
const ownText = () => `<main>${randomBytes(20_000).toString('hex')}</main>`;

describe('a page compressed for the browser', () => {
  const shared = new SharedText('<!doctype html><html><head><title>Shop</title></head><body>');

  it('is the page in the encoding the browser prefers, brotli over gzip, or as it is', async () => {
    const encodePage = pageEncoder();
    const text = ownText();
    const brotli = await encodePage(accepting('gzip, deflate, br'), [shared, text]);
    expect(brotli.encoding).toBe('br');
    expect(brotliDecompressSync(brotli.body).toString()).toBe(`${shared.bytes.toString()}${text}`);
    const gzipped = await encodePage(accepting('gzip'), [shared, text]);
    expect(gzipped.encoding).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString()).toBe(`${shared.bytes.toString()}${text}`);
    const plain = await encodePage(accepting(), [shared, text]);
    expect(plain).toEqual({ encoding: null, body: Buffer.from(`${shared.bytes.toString()}${text}`) });
  });

  it('holds only its own bytes, not the 64 KB chunk zlib wrote it into', async () => {
    const encodePage = pageEncoder();
    for (const accepts of ['br', 'gzip']) {
      const { body } = await encodePage(accepting(accepts), [shared, ownText()]);
      expect(body.length).toBeGreaterThan(4096);
      expect(body.buffer.byteLength).toBe(body.length);
    }
  });

  it('is compressed once for every visitor of the same page, and anew when the page differs', async () => {
    const encodePage = pageEncoder();
    const text = ownText();
    const [first, second] = await Promise.all([encodePage(accepting('br'), [shared, text]), encodePage(accepting('br'), [shared, text])]);
    expect(second.body).toBe(first.body);
    expect((await encodePage(accepting('br'), [shared, text])).body).toBe(first.body);
    expect((await encodePage(accepting('br'), [shared, `${text} `])).body).not.toBe(first.body);
    expect((await encodePage(accepting('br'), [new SharedText(shared.bytes.toString()), text])).body).not.toBe(first.body);
  });

  it('is let go when nobody has asked for it for a while, or to make room, the least recently used first', async () => {
    const [stale, fresh] = [ownText(), ownText()];
    const encodeUnused = pageEncoder({ unusedMs: 50 });
    const first = await encodeUnused(accepting('br'), [shared, stale]);
    await new Promise((resolve) => setTimeout(resolve, 80));
    await encodeUnused(accepting('br'), [shared, fresh]);
    expect((await encodeUnused(accepting('br'), [shared, stale])).body).not.toBe(first.body);

    // Room for two pages of about 20 KB: the third pushes out the one used longest ago.
    const encodeSmall = pageEncoder({ keptBytes: 45_000 });
    const pages = [ownText(), ownText(), ownText()];
    const [a, b] = [await encodeSmall(accepting('br'), [shared, pages[0]!]), await encodeSmall(accepting('br'), [shared, pages[1]!])];
    await encodeSmall(accepting('br'), [shared, pages[0]!]);
    await encodeSmall(accepting('br'), [shared, pages[2]!]);
    expect((await encodeSmall(accepting('br'), [shared, pages[0]!])).body).toBe(a.body);
    expect((await encodeSmall(accepting('br'), [shared, pages[1]!])).body).not.toBe(b.body);
  });
});
