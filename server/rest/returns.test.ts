import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OrderView } from '../../src/orders.ts';
import { PHOTO_REQUIRED_MESSAGE, PHOTO_TOO_LARGE_MESSAGE, REFUND_TERMS, RETURN_WINDOW_MESSAGE, TOO_MANY_PHOTOS_MESSAGE, type AdminReturn } from '../../src/returns.ts';
import type { App } from '../app.ts';
import { SESSION_COOKIE } from '../trpc/session-cookie.ts';
import { ORDER_LOOKUP_NOT_FOUND, RETURN_LOOKUP_FAILURES_PER_SHOPPER } from '../modules/order/return-lookup.ts';
import { ITEM_NOT_IN_ORDER, RETURN_ALREADY_OPEN } from '../modules/returns/request-return.ts';
import { resetDatabase, testOrm } from '../test/database.ts';
import { ADMIN_EMAIL, callerFor, createUser, testApp, testClock, TEST_CONFIG } from '../test/helpers.ts';
import { testMailbox, type TestMailbox } from '../test/mailbox.ts';
import { guestOrder, multipartBody, photoOf, sessionCookieFor, type FilePart } from '../test/return-fixtures.ts';

/** POST /api/returns/request, GET /api/admin/returns and the photo URLs, over HTTP. */

const clock = testClock();
let app: App;
let mailbox: TestMailbox;

beforeAll(async () => {
  mailbox = await testMailbox();
  app = await testApp({ clock });
});
afterAll(() => app.close());
beforeEach(resetDatabase);

const DAY = 24 * 60 * 60 * 1000;
let sequence = 0;

/** Each request from its own address unless a test says otherwise, so the lookup limit stays out of the way. */
function nextAddress() {
  sequence += 1;
  return `198.51.${(sequence >> 8) & 255}.${sequence & 255}`;
}

async function submit(fields: Record<string, string>, photos: readonly FilePart[], remoteAddress = nextAddress()) {
  return app.inject({ method: 'POST', url: '/api/returns/request', remoteAddress, ...(await multipartBody(fields, photos)) });
}

/** A guest's order and the fields that return its first item. */
async function orderToReturn(prints = 1) {
  const email = `returns-${(sequence += 1)}@example.com`;
  const order = await guestOrder(app, email, prints);
  const fields = { orderNumber: order.orderNumber, customerEmail: email, orderItemId: String(order.items[0]!.id), reason: 'defective' };
  return { order, email, fields };
}

const rowCounts = async () => {
  const [row] = await (await testOrm()).em
    .fork()
    .execute<{ requests: number; photos: number }[]>(
      'select (select count(*) from return_requests)::int as requests, (select count(*) from return_photos)::int as photos',
    );
  return row!;
};

const storedPhotos = async () =>
  (await testOrm()).em.fork().execute<{ id: number; content_type: string; data: Buffer; preview: Buffer }[]>(
    'select id, content_type, data, preview from return_photos order by id',
  );

/** Sends what is queued, then the text of every e-mail to `address` (quoted-printable undone) that contains `about`. */
async function mailTo(address: string, about: string): Promise<string[]> {
  await app.services.jobs.drain();
  const decoded = (raw: string) =>
    Buffer.from(raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');
  return mailbox
    .sentTo(address)
    .map((mail) => decoded(mail.raw))
    .filter((text) => text.includes(about));
}

describe('POST /api/returns/request', () => {
  it('takes a return with a photo: 201, the request and its photo stored, both e-mails queued', async () => {
    const { order, email, fields } = await orderToReturn();
    const response = await submit({ ...fields, comments: 'The corner of the frame is cracked.\nThe box was crushed.' }, [await photoOf('jpeg')]);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: expect.any(Number), status: 'pending', message: expect.stringContaining('within 24 hours') });
    expect(await rowCounts()).toEqual({ requests: 1, photos: 1 });

    const [customer, ...more] = await mailTo(email, 'Subject: Return Request Received');
    expect(more).toEqual([]);
    expect(customer).toContain(order.orderNumber);
    expect(customer).toContain(`${order.items[0]!.product.title} (24"x16" canvas)`);
    expect(customer).toContain('Item arrived damaged/defective');
    expect(customer).toContain('within 24 hours');
    for (const term of REFUND_TERMS) expect(customer).toContain(term);

    const [support] = await mailTo(TEST_CONFIG.SUPPORT_EMAIL, `Return request #${response.json().id}`);
    expect(support).toContain(order.orderNumber);
    expect(support).toContain(email);
    expect(support).toContain('The corner of the frame is cracked.');
    expect(support).toContain('http://shop.test/admin?tab=returns');
    const [photo] = await storedPhotos();
    expect(support).toContain(`http://shop.test/api/admin/return-photos/${photo!.id}`);
  });

  it('keeps JPEG, PNG and GIF photos in their own format, up to six', async () => {
    const { fields } = await orderToReturn();
    const photos = [await photoOf('jpeg'), await photoOf('png'), await photoOf('gif'), await photoOf('jpeg'), await photoOf('png'), await photoOf('gif')];
    expect((await submit(fields, photos)).statusCode).toBe(201);
    const stored = await storedPhotos();
    expect(stored.map((photo) => photo.content_type)).toEqual(['image/jpeg', 'image/png', 'image/gif', 'image/jpeg', 'image/png', 'image/gif']);
    for (const photo of stored) expect((await sharp(photo.preview).metadata()).format).toBe('jpeg');
  });

  it('strips GPS and every other metadata from the stored photo', async () => {
    const { fields } = await orderToReturn();
    const gps = { GPSLatitudeRef: 'N', GPSLatitude: '25/1 46/1 3/1', GPSLongitudeRef: 'W', GPSLongitude: '80/1 11/1 0/1' };
    const withGps = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#2d4a5a' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'PhoneCam', Model: 'Serial 4471' }, IFD3: gps })
      .toBuffer();
    const sent = await sharp(withGps).metadata();
    expect(sent.exif?.toString('latin1')).toContain('PhoneCam');

    expect((await submit(fields, [{ name: 'IMG_2041.jpg', type: 'image/jpeg', data: withGps }])).statusCode).toBe(201);
    const [photo] = await storedPhotos();
    const stored = await sharp(photo!.data).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 800, height: 600 });
    expect(stored.exif).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    expect(stored.iptc).toBeUndefined();
    expect(photo!.data.includes('PhoneCam')).toBe(false);
    expect((await sharp(photo!.preview).metadata()).exif).toBeUndefined();
  });

  it('answers each missing field with its message and stores nothing', async () => {
    const { fields } = await orderToReturn();
    const photo = await photoOf('jpeg');
    const without = (name: keyof typeof fields) => Object.fromEntries(Object.entries(fields).filter(([key]) => key !== name));
    const cases: [Record<string, string>, FilePart[], string][] = [
      [without('orderItemId'), [photo], 'Please select an item to return'],
      [{ ...fields, orderItemId: '' }, [photo], 'Please select an item to return'],
      [without('reason'), [photo], 'Please select a reason for return'],
      [{ ...fields, reason: 'bored' }, [photo], 'Please select a reason for return'],
      [fields, [], PHOTO_REQUIRED_MESSAGE],
      [without('orderNumber'), [photo], 'Order number is required'],
      [{ ...fields, customerEmail: 'not-an-address' }, [photo], 'Please enter a valid email address'],
      [{ ...fields, comments: 'x'.repeat(1001) }, [photo], 'Comments have at most 1000 characters'],
    ];
    for (const [sent, photos, message] of cases) {
      const response = await submit(sent, photos);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toContain(message);
    }
    expect(await rowCounts()).toEqual({ requests: 0, photos: 0 });
  });

  it('refuses a text file named .png, whatever its declared type', async () => {
    const { fields } = await orderToReturn();
    const fake = { name: 'damage.png', type: 'image/png', data: Buffer.from('This is not a picture of anything.\n') };
    const response = await submit(fields, [await photoOf('jpeg'), fake]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: '"damage.png" is not a JPEG, PNG or GIF image. Please choose a photo in one of those formats.' });

    const svg = { name: 'damage.jpg', type: 'image/jpeg', data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>') };
    expect((await submit(fields, [svg])).statusCode).toBe(400);
    expect(await rowCounts()).toEqual({ requests: 0, photos: 0 });
  });

  it('stops a 6 MB photo while it streams: 413 with a message, nothing stored', async () => {
    const { fields } = await orderToReturn();
    const noise = { width: 2000, height: 1100, channels: 3 as const, background: '#808080', noise: { type: 'gaussian' as const, mean: 128, sigma: 60 } };
    const large = await sharp({ create: noise }).png({ compressionLevel: 0 }).toBuffer();
    expect(large.length).toBeGreaterThan(6 * 1024 * 1024);
    const response = await submit(fields, [await photoOf('jpeg'), { name: 'large.png', type: 'image/png', data: large }]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: PHOTO_TOO_LARGE_MESSAGE });
    expect(await rowCounts()).toEqual({ requests: 0, photos: 0 });
  });

  it('refuses a seventh photo with 413, nothing stored', async () => {
    const { fields } = await orderToReturn();
    const photo = await photoOf('jpeg');
    const response = await submit(fields, Array.from({ length: 7 }, () => photo));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: TOO_MANY_PHOTOS_MESSAGE });
    expect(await rowCounts()).toEqual({ requests: 0, photos: 0 });
  });

  it('answers a wrong e-mail with 404, counted against the returns lookup limit', async () => {
    const { fields, order, email } = await orderToReturn();
    const photo = await photoOf('jpeg');
    const wrong = await submit({ ...fields, customerEmail: 'someone.else@example.com' }, [photo], '203.0.113.50');
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toEqual({ message: ORDER_LOOKUP_NOT_FOUND });

    // 1 failed request + 29 failed lookups: the 30 failures one shopper (here, one IP without a session) may make.
    for (let attempt = 0; attempt < 29; attempt += 1) {
      await app.inject({ method: 'POST', url: '/api/returns/lookup', remoteAddress: '203.0.113.50', payload: { email: 'guess@example.com', orderNumber: `CL-${attempt}` } });
    }
    const limited = await submit(fields, [photo], '203.0.113.50');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(RETURN_LOOKUP_FAILURES_PER_SHOPPER.windowMs / 1000 - 10);
    const lookup = await app.inject({ method: 'POST', url: '/api/returns/lookup', remoteAddress: '203.0.113.50', payload: { email, orderNumber: order.orderNumber } });
    expect(lookup.statusCode).toBe(429);
    expect(await rowCounts()).toEqual({ requests: 0, photos: 0 });
  });

  it('answers an item of another order with 404', async () => {
    const { fields } = await orderToReturn();
    const other = await orderToReturn();
    const response = await submit({ ...fields, orderItemId: other.fields.orderItemId }, [await photoOf('jpeg')]);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: ITEM_NOT_IN_ORDER });
  });

  // The window's day boundaries in New York: server/modules/returns/return-window.test.ts.
  it('refuses an order past its 7-day window by the shop clock', async () => {
    const { fields } = await orderToReturn();
    const photo = await photoOf('jpeg');
    clock.advance(9 * DAY);
    try {
      const late = await submit(fields, [photo]);
      expect(late.statusCode).toBe(400);
      expect(late.json()).toEqual({ message: RETURN_WINDOW_MESSAGE });
      expect(await rowCounts()).toEqual({ requests: 0, photos: 0 });
    } finally {
      clock.advance(-9 * DAY);
    }
    clock.advance(6 * DAY);
    try {
      expect((await submit(fields, [photo])).statusCode).toBe(201);
    } finally {
      clock.advance(-6 * DAY);
    }
  });

  it('takes one open return per item: 409 for the same item again, a new one once support rejected it', async () => {
    const { fields, order } = await orderToReturn(2);
    const photo = await photoOf('jpeg');
    const first = await submit(fields, [photo]);
    expect(first.statusCode).toBe(201);
    const again = await submit({ ...fields, reason: 'changed_mind' }, [photo, photo]);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: RETURN_ALREADY_OPEN });
    expect(await rowCounts()).toEqual({ requests: 1, photos: 1 });

    // The order's other print is its own return.
    expect((await submit({ ...fields, orderItemId: String(order.items[1]!.id) }, [photo])).statusCode).toBe(201);

    const admin = await callerFor(await createUser({ email: ADMIN_EMAIL }), { services: app.services });
    await admin.admin.returns.decide({ id: first.json().id, action: 'reject', note: 'The photos show a different print.' });
    expect((await submit(fields, [photo])).statusCode).toBe(201);
  });

  it('queues no e-mail for refused requests', async () => {
    const { fields, email } = await orderToReturn();
    await submit({ ...fields, reason: '' }, [await photoOf('jpeg')]);
    await submit(fields, [{ name: 'notes.gif', type: 'image/gif', data: Buffer.from('GIF89a but not really') }]);
    expect(await mailTo(email, 'Return Request Received')).toEqual([]);
    expect(await mailTo(TEST_CONFIG.SUPPORT_EMAIL, fields.orderNumber)).toEqual([]);
    // The same order's return, once accepted, does send both.
    expect((await submit(fields, [await photoOf('png')])).statusCode).toBe(201);
    expect(await mailTo(email, 'Return Request Received')).toHaveLength(1);
    expect(await mailTo(TEST_CONFIG.SUPPORT_EMAIL, fields.orderNumber)).toHaveLength(1);
  });

  it('asks for multipart/form-data', async () => {
    const { fields } = await orderToReturn();
    const response = await app.inject({ method: 'POST', url: '/api/returns/request', payload: fields });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toContain('multipart/form-data');
  });
});

describe('admin reading of returns', () => {
  async function threeReturns() {
    const orders: OrderView[] = [];
    for (let index = 0; index < 3; index += 1) {
      const { fields, order } = await orderToReturn();
      orders.push(order);
      expect((await submit({ ...fields, comments: `Return ${index}` }, [await photoOf('jpeg'), await photoOf('png')])).statusCode).toBe(201);
    }
    return orders;
  }

  it('GET /api/admin/returns: 401 without a session, 403 for a customer, pages newest first for an admin', async () => {
    const orders = await threeReturns();
    expect((await app.inject({ method: 'GET', url: '/api/admin/returns' })).statusCode).toBe(401);
    const customer = await sessionCookieFor(app, await createUser());
    expect((await app.inject({ method: 'GET', url: '/api/admin/returns', cookies: { [SESSION_COOKIE]: customer } })).statusCode).toBe(403);

    const cookies = { [SESSION_COOKIE]: await sessionCookieFor(app, await createUser({ email: ADMIN_EMAIL })) };
    const first = await app.inject({ method: 'GET', url: '/api/admin/returns?limit=2', cookies });
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-total-count']).toBe('3');
    const page = first.json() as AdminReturn[];
    expect(page.map((request) => request.comments)).toEqual(['Return 2', 'Return 1']);
    expect(page[0]).toEqual({
      id: expect.any(Number),
      orderNumber: orders[2]!.orderNumber,
      customerEmail: orders[2]!.customerEmail,
      item: { id: orders[2]!.items[0]!.id, productTitle: orders[2]!.items[0]!.product.title, size: '24"x16"', quantity: 1 },
      reason: 'defective',
      comments: 'Return 2',
      status: 'pending',
      createdAt: expect.any(String),
      photos: [
        { id: expect.any(Number), url: expect.stringMatching(/^\/api\/admin\/return-photos\/\d+$/), previewUrl: expect.stringMatching(/^\/api\/admin\/return-photos\/\d+\/preview$/) },
        { id: expect.any(Number), url: expect.any(String), previewUrl: expect.any(String) },
      ],
      // A guest's order: no account, so no tier or VIP notes.
      customerPremiumStatus: null,
      customerVipNotes: null,
      // Nothing decided yet.
      history: [],
      refundDue: expect.stringMatching(/^\d+\.\d{2}$/),
      refundAmount: null,
      refundStatus: null,
      replacementOrderNumber: null,
      claim: null,
    });

    const cursor = first.headers['x-next-cursor'] as string;
    const second = await app.inject({ method: 'GET', url: `/api/admin/returns?limit=2&cursor=${cursor}`, cookies });
    expect((second.json() as AdminReturn[]).map((request) => request.comments)).toEqual(['Return 0']);
    expect(second.headers['x-next-cursor']).toBeUndefined();
    expect((await app.inject({ method: 'GET', url: '/api/admin/returns?cursor=nonsense', cookies })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/admin/returns?limit=0', cookies })).statusCode).toBe(400);
  });

  it('serves photos and previews to admins only, never to a shared cache; 404 to anyone else', async () => {
    await threeReturns();
    const admin = { [SESSION_COOKIE]: await sessionCookieFor(app, await createUser({ email: ADMIN_EMAIL })) };
    const [request] = (await app.inject({ method: 'GET', url: '/api/admin/returns', cookies: admin })).json() as AdminReturn[];
    const [jpeg, png] = request!.photos;

    const photo = await app.inject({ method: 'GET', url: jpeg!.url, cookies: admin });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.headers['cache-control']).toBe('private, no-store');
    expect((await sharp(photo.rawPayload).metadata()).format).toBe('jpeg');
    const original = await app.inject({ method: 'GET', url: png!.url, cookies: admin });
    expect(original.headers['content-type']).toBe('image/png');
    const preview = await app.inject({ method: 'GET', url: png!.previewUrl, cookies: admin });
    expect(preview.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(preview.rawPayload).metadata()).width).toBeLessThanOrEqual(480);

    const customer = { [SESSION_COOKIE]: await sessionCookieFor(app, await createUser()) };
    for (const url of [jpeg!.url, jpeg!.previewUrl]) {
      for (const cookies of [customer, {}]) {
        const refused = await app.inject({ method: 'GET', url, cookies });
        expect(refused.statusCode).toBe(404);
        expect(refused.headers['content-type']).toContain('application/json');
        expect(refused.json()).toEqual({ message: 'There is no such photo.' });
      }
    }
    expect((await app.inject({ method: 'GET', url: '/api/admin/return-photos/999999', cookies: admin })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/admin/return-photos/abc', cookies: admin })).statusCode).toBe(404);
  });

  it('admin.returns procedures: the list by cursor, decisions, 404 for an unknown id, 400 for a bad action', async () => {
    await threeReturns();
    const admin = await callerFor(await createUser({ email: ADMIN_EMAIL }), { services: app.services });
    const first = await admin.admin.returns.list({ limit: 2 });
    expect(first.total).toBe(3);
    expect(first.items).toHaveLength(2);
    const rest = await admin.admin.returns.list({ limit: 2, cursor: first.nextCursor! });
    expect(rest.items.map((request) => request.comments)).toEqual(['Return 0']);
    expect(rest.nextCursor).toBeNull();

    const changed = await admin.admin.returns.decide({ id: first.items[0]!.id, action: 'approve' });
    expect(changed).toMatchObject({ id: first.items[0]!.id, status: 'approved', history: [{ action: 'approve', from: 'pending', to: 'approved', actorEmail: ADMIN_EMAIL }] });
    await expect(admin.admin.returns.decide({ id: 999_999, action: 'approve' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(admin.admin.returns.decide({ id: first.items[0]!.id, action: 'lose' as 'approve' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });

    const customer = await callerFor(await createUser(), { services: app.services });
    await expect(customer.admin.returns.list()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(customer.admin.returns.decide({ id: first.items[0]!.id, action: 'receive' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect((await callerFor(null, { services: app.services })).admin.returns.decide({ id: 1, action: 'approve' })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });
});
