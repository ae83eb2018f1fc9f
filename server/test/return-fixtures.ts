import sharp from 'sharp';
import type { OrderView } from '../../src/orders.ts';
import type { App } from '../app.ts';
import { SESSION_COOKIE } from '../trpc/session-cookie.ts';
import { newSessionId, saveSession } from '../modules/session/session.store.ts';
import type { User } from '../modules/user/user.entity.ts';
import { testOrm } from './database.ts';
import { createProduct } from './helpers.ts';

/** Orders, photos and multipart bodies for the return request tests (over HTTP, demo payments). */

const SHIPPING = {
  name: 'Grace Hopper',
  phone: '',
  address: { line1: '12 Harbour Street', line2: '', city: 'Boston', state: 'MA', postal_code: '02110', country: 'US' },
};

/** A guest's paid order of `prints` different prints, one of each, placed as the checkout places it. */
export const guestOrder = (app: App, email: string, prints = 1): Promise<OrderView> => paidOrder(app, email, prints, undefined);

/** The same, placed by a signed-in customer (their e-mail is the order's). */
export const customerOrder = async (app: App, user: User): Promise<OrderView> => paidOrder(app, user.email, 1, await sessionCookieFor(app, user));

async function paidOrder(app: App, email: string, prints: number, signedIn: string | undefined): Promise<OrderView> {
  let cookie = signedIn;
  for (let print = 0; print < prints; print += 1) {
    const product = await createProduct();
    const added = await app.inject({
      method: 'POST',
      url: '/api/cart',
      payload: { productId: product.id, quantity: 1 },
      cookies: cookie ? { [SESSION_COOKIE]: cookie } : {},
    });
    cookie ??= added.cookies.find((candidate) => candidate.name === SESSION_COOKIE)!.value;
  }
  const cookies = { [SESSION_COOKIE]: cookie! };
  const intent = await app.inject({ method: 'POST', url: '/api/create-payment-intent', cookies, payload: { country: 'US', shipping: SHIPPING } });
  const paid = await app.inject({
    method: 'POST',
    url: '/trpc/checkout.confirmDemoPayment',
    cookies,
    payload: { json: { clientSecret: intent.json().clientSecret, cardNumber: '4242424242424242' } },
  });
  const paymentIntentId = paid.json().result.data.json.paymentIntentId as string;
  const order = await app.inject({ method: 'POST', url: '/api/orders', cookies, payload: { paymentIntentId, ...(signedIn ? {} : { guestEmail: email }) } });
  if (order.statusCode !== 200) throw new Error(`the order failed: ${order.body}`);
  return order.json();
}

/** A signed session cookie for `user`, as signing in leaves it. */
export async function sessionCookieFor(app: App, user: User): Promise<string> {
  const sid = newSessionId();
  await saveSession((await testOrm()).em.fork(), sid, { userId: user.id });
  return app.signCookie(sid);
}

export interface FilePart {
  name: string;
  type: string;
  data: Buffer;
}

/** A photo as a camera or phone makes it: a real image, encoded by sharp. */
export async function photoOf(format: 'jpeg' | 'png' | 'gif', name = `photo.${format === 'jpeg' ? 'jpg' : format}`): Promise<FilePart> {
  const image = sharp({ create: { width: 640, height: 480, channels: 3, background: '#b08d57' } });
  const data = await (format === 'jpeg' ? image.jpeg() : format === 'png' ? image.png() : image.gif()).toBuffer();
  return { name, type: `image/${format}`, data };
}

/** multipart/form-data as a browser's FormData sends it: the text fields (a name may repeat), then each file in `photos`. */
export async function multipartBody(fields: Record<string, string> | readonly [string, string][], files: readonly FilePart[]) {
  const form = new FormData();
  for (const [name, value] of Array.isArray(fields) ? fields : Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append('photos', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  const encoded = new Request('http://shop.test/api/returns/request', { method: 'POST', body: form });
  return { payload: Buffer.from(await encoded.arrayBuffer()), headers: { 'content-type': encoded.headers.get('content-type')! } };
}
