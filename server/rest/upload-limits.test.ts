import { connect, type Socket } from 'node:net';
import { gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { RETURN_ALREADY_OPEN } from '../modules/returns/request-return.ts';
import { ORDER_LOOKUP_NOT_FOUND } from '../modules/order/return-lookup.ts';
import { resetDatabase, testOrm } from '../test/database.ts';
import { testApp } from '../test/helpers.ts';
import { guestOrder, multipartBody, photoOf, type FilePart } from '../test/return-fixtures.ts';
import { FILES_BEFORE_FIELDS } from './returns.ts';
import { COMPRESSED_UPLOAD_MESSAGE, UPLOAD_STALLED_MESSAGE, UPLOADS_BUSY_MESSAGE } from './upload-gate.ts';

/**
 * What keeps return uploads from wearing the server down: checks on the fields before any photo is
 * read, frame limits before decoding, no compressed bodies, a cap on uploads at once, and a stalled
 * upload answered and closed. Over a real socket where the connection itself is the point.
 */

let app: App;
let origin: { host: string; port: number };

beforeAll(async () => {
  // One upload at a time, and a short idle time so a stalled one ends quickly.
  app = await testApp({ uploadLimits: { total: 1, perIp: 1, idleMs: 300, totalMs: 30_000 } });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening on a port');
  origin = { host: '127.0.0.1', port: address.port };
});
afterAll(() => app.close());
beforeEach(resetDatabase);

let sequence = 0;

async function orderToReturn() {
  const email = `uploads-${(sequence += 1)}@example.com`;
  const order = await guestOrder(app, email);
  return { orderNumber: order.orderNumber, customerEmail: email, orderItemId: String(order.items[0]!.id), reason: 'defective' };
}

const post = async (body: { payload: Buffer; headers: Record<string, string> }) =>
  fetch(`http://${origin.host}:${origin.port}/api/returns/request`, { method: 'POST', body: new Uint8Array(body.payload), headers: body.headers });

const requestRows = async () =>
  (await (await testOrm()).em.fork().execute<{ n: number }[]>('select count(*)::int as n from return_requests'))[0]!.n;

/** Bytes that are no image at all: a decoder would refuse them, so an answer other than 400 was decided before decoding. */
const notAnImage: FilePart = { name: 'notes.jpg', type: 'image/jpeg', data: Buffer.from('not a photo at all') };

describe('return uploads', () => {
  it('refuses a request whose photos come before its fields, writing nothing', async () => {
    const fields = await orderToReturn();
    const photo = await photoOf('jpeg');
    const form = new FormData();
    form.append('photos', new Blob([new Uint8Array(photo.data)], { type: photo.type }), photo.name);
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    const encoded = new Request('http://shop.test/', { method: 'POST', body: form });

    const answer = await post({ payload: Buffer.from(await encoded.arrayBuffer()), headers: { 'content-type': encoded.headers.get('content-type')! } });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ message: FILES_BEFORE_FIELDS });
    expect(await requestRows()).toBe(0);
  });

  it('answers an unknown order and an item with an open return before reading any photo', async () => {
    const fields = await orderToReturn();
    const unknown = await post(await multipartBody({ ...fields, orderNumber: 'CL-NOSUCHORDER' }, [notAnImage]));
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: ORDER_LOOKUP_NOT_FOUND });

    expect((await post(await multipartBody(fields, [await photoOf('png')]))).status).toBe(201);
    const again = await post(await multipartBody(fields, [notAnImage]));
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: RETURN_ALREADY_OPEN });
  });

  it('refuses an animation of too many frames from its header', async () => {
    const fields = await orderToReturn();
    // Black and white in turn: the encoder keeps every frame (it merges repeated ones).
    const frame = (index: number) =>
      sharp({ create: { width: 16, height: 16, channels: 3, background: index % 2 ? '#000000' : '#ffffff' } }).png().toBuffer();
    const frames = await sharp(await Promise.all(Array.from({ length: 60 }, (_, index) => frame(index))), { join: { animated: true } })
      .gif()
      .toBuffer();
    expect((await sharp(frames).metadata()).pages).toBe(60);

    const answer = await post(await multipartBody(fields, [{ name: 'clip.gif', type: 'image/gif', data: frames }]));
    expect(answer.status).toBe(400);
    expect((await answer.json()).message).toContain('"clip.gif" has too many frames');
    expect(await requestRows()).toBe(0);
  });

  it('refuses a compressed body with 415 before inflating it', async () => {
    const fields = await orderToReturn();
    const { payload, headers } = await multipartBody(fields, [{ name: 'zeros.jpg', type: 'image/jpeg', data: Buffer.alloc(4 * 1024 * 1024) }]);
    const answer = await post({ payload: gzipSync(payload), headers: { ...headers, 'content-encoding': 'gzip' } });
    expect(answer.status).toBe(415);
    expect(await answer.json()).toEqual({ message: COMPRESSED_UPLOAD_MESSAGE });
    expect(await requestRows()).toBe(0);
  });

  it('takes one upload at a time here (429 beyond), and answers a stalled one 408 and closes it', async () => {
    const fields = await orderToReturn();
    const { payload, headers } = await multipartBody(fields, [await photoOf('jpeg')]);
    // The whole head and half the body, then nothing more.
    const stalled = connect(origin);
    const answered = responseOf(stalled);
    stalled.write(
      `POST /api/returns/request HTTP/1.1\r\nHost: ${origin.host}\r\nContent-Type: ${headers['content-type']}\r\nContent-Length: ${payload.length}\r\n\r\n`,
    );
    stalled.write(payload.subarray(0, payload.length / 2));

    // Until the stalled upload holds the one place (its head may still be on its way), another gets 404.
    let busy: Response | undefined;
    for (let attempt = 0; attempt < 100 && !busy; attempt += 1) {
      const other = await post(await multipartBody({ ...fields, orderNumber: 'CL-NOSUCHORDER' }, [notAnImage]));
      if (other.status === 429) busy = other;
      else expect(other.status).toBe(404);
    }
    expect(busy?.headers.get('retry-after')).toBe('60');
    expect(await busy?.json()).toEqual({ message: UPLOADS_BUSY_MESSAGE });

    const { head, body, closed } = await answered;
    expect(head).toMatch(/^HTTP\/1\.1 408 /);
    expect(head).toMatch(/\r\nconnection: close\r\n/i);
    expect(JSON.parse(body)).toEqual({ message: UPLOAD_STALLED_MESSAGE });
    expect(closed).toBe(true);
    expect(await requestRows()).toBe(0);
    // Its place is free again.
    expect((await post(await multipartBody({ ...fields, orderNumber: 'CL-NOSUCHORDER' }, [notAnImage]))).status).toBe(404);
  });
});

/** Everything the server sends on `socket` until it closes the connection. */
function responseOf(socket: Socket): Promise<{ head: string; body: string; closed: boolean }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      resolve({ head: text.slice(0, split + 2), body: text.slice(split + 4), closed: true });
    });
  });
}
