import { randomBytes, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { createPrintify, printifySignature, type Printify } from '../integrations/printify/index.ts';
import type { Services } from '../modules/request-scope.ts';
import { testServices } from './helpers.ts';

/**
 * A local HTTP peer that speaks Printify's REST API v1 as integrations.md section 1 describes it, so
 * tests run the shop's own Printify module against it through PRINTIFY_API_BASE (DESIGN.md section 4):
 * the Bearer check, paths ending in `.json`, Laravel-style pages (limit capped at 50), products with
 * canvas variants, locking on publish and unlocking on publishing_succeeded / publishing_failed, 8252
 * on editing a locked product, webhooks (registered with a secret; deliveries signed with
 * X-Pfy-Signature and carrying X-Pfy-Eventid), orders (refused, with Printify's error body, without a
 * last name or with a US zip code that is none) and shipments.
 *
 * Tests arrange the shop's state with the control methods (`addCanvasProduct`, `publish`, `ship`…),
 * make it fail (`failNext`, `loseNextAnswer`) and read what the shop did (`requests`, `orders`).
 */

export interface StandinVariant {
  id: number;
  sku: string;
  cost: number;
  price: number;
  title: string;
  grams: number;
  is_enabled: boolean;
  is_default: boolean;
  is_available: boolean;
  options: number[];
}

export interface StandinProduct {
  id: string;
  title: string;
  description: string;
  tags: string[];
  options: { name: string; type: string; values: { id: number; title: string }[] }[];
  variants: StandinVariant[];
  images: { src: string; variant_ids: number[]; position: string; is_default: boolean }[];
  /** The artwork on the canvas, as Printify describes an uploaded image: its type, pixel size and address (on the image host). */
  print_areas: {
    variant_ids: number[];
    placeholders: { position: string; images: { id: string; name: string; type: string; width: number; height: number; x: number; y: number; scale: number; angle: number; src?: string }[] }[];
  }[];
  created_at: string;
  updated_at: string;
  visible: boolean;
  is_locked: boolean;
  external?: { id: string; handle: string };
  blueprint_id: number;
  shop_id: number;
  print_provider_id: number;
}

export interface StandinWebhook {
  id: string;
  topic: string;
  url: string;
  shop_id: number;
  secret: string | null;
}

export interface StandinOrder {
  id: string;
  external_id: string;
  label: string;
  status: string;
  line_items: { product_id: string; variant_id: number; quantity: number }[];
  address_to: Record<string, string>;
  send_shipping_notification: boolean;
  shipping_method: number;
  created_at: string;
}

export interface LoggedPrintifyRequest {
  method: string;
  /** Without the query string. */
  path: string;
  query: Record<string, string>;
  body: unknown;
  status: number;
}

/** One size of a canvas product to make: inches, price in cents, and whether the merchant enabled it. */
export interface CanvasSizeSpec {
  width: number;
  height: number;
  price: number;
  enabled?: boolean;
  /** The title as Printify writes it; by default the double-prime form of blueprint 50. */
  title?: string;
}

/**
 * The artwork uploaded for a product: a raster image of so many pixels, or an SVG. The default is
 * large enough for every size on the chart at 200 pixels per inch (60" at 12,000 px).
 */
export type StandinArtwork = { width: number; height: number; /** Its address, when not the stand-in's image host. */ src?: string } | 'vector';
const SHARP_ARTWORK: StandinArtwork = { width: 12_000, height: 12_000 };

/** A signed delivery, as Printify would POST it, for `app.inject`. */
export interface Delivery {
  rawBody: Buffer;
  headers: { 'content-type': string; 'x-pfy-signature': string; 'x-pfy-eventid': string };
  eventId: string;
}

class Refusal extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: object,
  ) {
    super('refused');
  }
}

const now = () => new Date().toISOString().replace('T', ' ').replace(/\.\d+Z$/, '+00:00');
const hexId = () => randomBytes(12).toString('hex');
/** A mockup as large as Printify's (the shop makes its own, smaller size from it). */
const MOCKUP = sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#8c6d4f' } }).jpeg().toBuffer();
const validation = (reason: string, code = 8203) => new Refusal(400, { status: 'error', code, message: 'Validation failed.', errors: { reason, code } });

const SHOP_ID = 4242;

/** An uploaded raster artwork as Printify describes it, at an address on the stand-in's image host unless it names another. */
function pngArtwork(artwork: { width: number; height: number; src?: string }, origin: string) {
  const id = hexId();
  return { id, name: 'artwork.png', type: 'image/png', width: artwork.width, height: artwork.height, src: artwork.src ?? `${origin}/images/artwork/${id}.png` };
}

/** An artwork's pixels: a diagonal gradient with a disc, so that regions of it differ. */
function artworkPicture(width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#1d3b53"/><stop offset="1" stop-color="#e0a458"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 3}" cy="${height / 2}" r="${Math.min(width, height) / 4}" fill="#f4efe6"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export class PrintifyStandin {
  readonly token: string;
  readonly shopId = String(SHOP_ID);
  readonly requests: LoggedPrintifyRequest[] = [];
  readonly products = new Map<string, StandinProduct>();
  readonly webhooks = new Map<string, StandinWebhook>();
  readonly orders: StandinOrder[] = [];
  /** publishing_succeeded / publishing_failed calls, in order. */
  readonly acknowledgements: { productId: string; outcome: 'succeeded' | 'failed'; external?: { id: string; handle: string }; reason?: string }[] = [];
  url = '';
  private readonly failures: { status: number; retryAfter?: string }[] = [];
  private loseAnswers = 0;
  private nextVariantId = 70_000;
  private nextOptionId = 1_000;
  private readonly server = Fastify({ logger: false });
  /** The paths of the pictures the shop fetched, in order. */
  readonly pictureRequests: string[] = [];

  constructor({ token = `pfy_standin_${randomBytes(8).toString('hex')}` }: { token?: string } = {}) {
    this.token = token;
    const route = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, handle: (request: FastifyRequest) => unknown) =>
      this.server.route({ method, url: path, handler: (request, reply) => this.answer(request, reply, handle) });

    route('GET', '/v1/shops.json', () => [{ id: SHOP_ID, title: 'Canvas & Light (stand-in)', sales_channel: 'custom_integration' }]);
    route('GET', '/v1/shops/:shop/products.json', (request) => this.page([...this.products.values()].reverse(), request, 50, 10));
    route('GET', '/v1/shops/:shop/products/:file', (request) => this.product(request));
    route('PUT', '/v1/shops/:shop/products/:file', (request) => this.edit(request));
    route('POST', '/v1/shops/:shop/products/:id/:action', (request) => this.productAction(request));
    route('GET', '/v1/shops/:shop/webhooks.json', () => [...this.webhooks.values()].map(({ secret: _secret, ...webhook }) => webhook));
    route('POST', '/v1/shops/:shop/webhooks.json', (request) => this.createWebhook(request.body));
    route('DELETE', '/v1/shops/:shop/webhooks/:file', (request) => {
      const id = this.idOf(request);
      if (!this.webhooks.delete(id)) throw new Refusal(404, { status: 'error', message: 'Not found' });
      return { id };
    });
    route('GET', '/v1/shops/:shop/orders.json', (request) => this.page([...this.orders].reverse(), request, 10, 10));
    // Printify's image host: an uploaded artwork (a PNG of its pixel size), and the mockups the products name (any other path under /images), as JPEGs.
    this.server.get('/images/artwork/:file', async (request, reply) => {
      this.pictureRequests.push(request.url);
      const image = this.artworkAt(`${this.url}${request.url}`);
      if (!image) return reply.code(404).send({ status: 'error', message: 'Not found' });
      return reply.header('content-type', 'image/png').send(await artworkPicture(image.width, image.height));
    });
    this.server.get('/images/*', async (request, reply) => {
      this.pictureRequests.push(request.url);
      return reply.header('content-type', 'image/jpeg').send(await MOCKUP);
    });
    route('POST', '/v1/shops/:shop/orders.json', (request) => this.createOrder(request.body));
    route('POST', '/v1/shops/:shop/orders/:id/:action', (request) => this.orderAction(request));
    route('GET', '/v1/shops/:shop/orders/:file', (request) => {
      const order = this.orders.find((candidate) => candidate.id === this.idOf(request));
      if (!order) throw new Refusal(404, { status: 'error', message: 'Not found' });
      return order;
    });
  }

  async start({ port = 0 }: { port?: number } = {}): Promise<this> {
    this.url = await this.server.listen({ host: '127.0.0.1', port });
    return this;
  }

  close(): Promise<void> {
    return this.server.close();
  }

  /** The shop's settings for this stand-in. */
  env(webhookSecret = 'pfy_webhook_secret_standin') {
    return {
      PRINTIFY_API_TOKEN: this.token,
      PRINTIFY_SHOP_ID: this.shopId,
      PRINTIFY_API_BASE: this.url,
      PRINTIFY_WEBHOOK_SECRET: webhookSecret,
      // Its pictures are served here too.
      PRINTIFY_IMAGE_ORIGIN: this.url,
    };
  }

  /**
   * The shop's Printify module pointed here, as start.ts builds it from the env, retrying at once
   * (the backoff's length is not what tests check) and unpaced.
   */
  printify(overrides: { shopUrl?: string } = {}): Printify {
    const env = { ...this.env(), PUBLIC_URL: overrides.shopUrl ?? 'https://shop.example' };
    return createPrintify(env, { sessionSecret: 'unused-when-the-webhook-secret-is-set', api: { retryDelayMs: 1, minIntervalMs: 0 } })!;
  }

  // ---- Control ----

  /** The uploaded artwork image at `src`, on any product. */
  private artworkAt(src: string) {
    for (const product of this.products.values()) {
      for (const area of product.print_areas) {
        for (const placeholder of area.placeholders) {
          const image = placeholder.images.find((candidate) => candidate.src === src);
          if (image) return image;
        }
      }
    }
    return undefined;
  }

  /** Forgets everything but the token: for the next test. */
  reset() {
    this.products.clear();
    this.webhooks.clear();
    this.orders.length = 0;
    this.acknowledgements.length = 0;
    this.requests.length = 0;
    this.pictureRequests.length = 0;
    this.failures.length = 0;
    this.loseAnswers = 0;
  }

  /** A canvas product as Printify keeps one (blueprint 50): one variant per size, a mockup per variant. */
  addCanvasProduct({
    title,
    description = '<p>Gallery-wrapped canvas.</p>',
    tags = ['Canvas', 'Wall Art'],
    sizes,
    artwork = SHARP_ARTWORK,
  }: {
    title: string;
    description?: string;
    tags?: string[];
    sizes: CanvasSizeSpec[];
    artwork?: StandinArtwork;
  }): StandinProduct {
    const id = hexId();
    const values = sizes.map((size) => ({ id: (this.nextOptionId += 1), title: `${size.width}″ x ${size.height}″` }));
    const variants = sizes.map((size, index): StandinVariant => {
      const orientation = size.width > size.height ? 'Horizontal' : size.width < size.height ? 'Vertical' : 'Square';
      return {
        id: (this.nextVariantId += 1),
        sku: `SKU-${this.nextVariantId}`,
        cost: Math.round(size.price * 0.45),
        price: size.price,
        title: size.title ?? `${size.width}″ x ${size.height}″ (${orientation}) / 1.25"`,
        grams: 1200,
        is_enabled: size.enabled ?? true,
        is_default: index === 0,
        is_available: true,
        options: [values[index]!.id],
      };
    });
    const product: StandinProduct = {
      id,
      title,
      description,
      tags,
      options: [{ name: 'Sizes', type: 'size', values }],
      variants,
      images: variants.map((variant, index) => ({
        src: `${this.url}/images/mockup/${id}/${variant.id}/canvas.jpg`,
        variant_ids: [variant.id],
        position: 'front',
        is_default: index === 0,
      })),
      print_areas: [
        {
          variant_ids: variants.map((variant) => variant.id),
          placeholders: [
            {
              position: 'front',
              images: [
                artwork === 'vector'
                  ? { id: hexId(), name: 'artwork.svg', type: 'image/svg+xml', width: 1000, height: 1000, x: 0.5, y: 0.5, scale: 1, angle: 0 }
                  : { ...pngArtwork(artwork, this.url), x: 0.5, y: 0.5, scale: 1, angle: 0 },
              ],
            },
          ],
        },
      ],
      created_at: now(),
      updated_at: now(),
      visible: true,
      is_locked: false,
      blueprint_id: 50,
      shop_id: SHOP_ID,
      print_provider_id: 2,
    };
    this.products.set(id, product);
    return product;
  }

  /** What a merchant's Publish does: the product locks until the shop acknowledges it. */
  publish(id: string): Delivery {
    const product = this.find(id);
    product.is_locked = true;
    return this.delivery('product:publish:started', 'product', id, {
      shop_id: SHOP_ID,
      publish_details: { title: true, variants: true, description: true, tags: true, images: true, key_features: false, shipping_template: true },
      action: 'create',
      out_of_stock_publishing: 0,
    });
  }

  deleteProduct(id: string): Delivery {
    this.products.delete(id);
    return this.delivery('product:deleted', 'product', id, { shop_id: SHOP_ID });
  }

  /** Printify's shipment of an order (its id), with the carrier's tracking. */
  ship(orderId: string, carrier = { code: 'USPS', tracking_number: '9400111899223197428490', tracking_url: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223197428490' }): Delivery {
    const order = this.orders.find((candidate) => candidate.id === orderId);
    if (!order) throw new Error(`No stand-in order ${orderId}`);
    order.status = 'fulfilled';
    return this.delivery('order:shipment:created', 'order', orderId, {
      shop_id: SHOP_ID,
      shipped_at: now(),
      carrier,
      skus: order.line_items.map((item) => `SKU-${item.variant_id}`),
    });
  }

  deliver(orderId: string): Delivery {
    return this.delivery('order:shipment:delivered', 'order', orderId, { shop_id: SHOP_ID, delivered_at: now() });
  }

  orderUpdated(orderId: string, status: string): Delivery {
    const order = this.orders.find((candidate) => candidate.id === orderId);
    if (order) order.status = status;
    return this.delivery('order:updated', 'order', orderId, { shop_id: SHOP_ID, status });
  }

  /** A delivery of `topic`, signed with the secret its webhook was registered with (or `secret`). */
  delivery(topic: string, type: string, resourceId: string, data: Record<string, unknown>, secret?: string): Delivery {
    const eventId = randomUUID();
    const rawBody = Buffer.from(JSON.stringify({ id: eventId, type: topic, created_at: now(), resource: { id: resourceId, type, data } }));
    const key = secret ?? [...this.webhooks.values()].find((webhook) => webhook.topic === topic)?.secret ?? 'unregistered';
    return { rawBody, eventId, headers: { 'content-type': 'application/json', 'x-pfy-signature': printifySignature(rawBody, key), 'x-pfy-eventid': eventId } };
  }

  /** POSTs a delivery to every webhook registered for its topic, as Printify does; answers their statuses. */
  async send(delivery: Delivery): Promise<number[]> {
    const { type } = JSON.parse(delivery.rawBody.toString()) as { type: string };
    const targets = [...this.webhooks.values()].filter((webhook) => webhook.topic === type);
    return Promise.all(
      targets.map(async (webhook) => (await fetch(webhook.url, { method: 'POST', headers: delivery.headers, body: new Uint8Array(delivery.rawBody) })).status),
    );
  }

  /** The next `count` calls answer `status` (429 carries Retry-After: 0 unless given) and change nothing. */
  failNext(count: number, status: number, retryAfter?: string) {
    for (let index = 0; index < count; index += 1) this.failures.push({ status, retryAfter: retryAfter ?? (status === 429 ? '0' : undefined) });
  }

  /** The next call is carried out but its answer is lost (a 502 instead), as when a connection drops. */
  loseNextAnswer() {
    this.loseAnswers += 1;
  }

  lockedProducts(): StandinProduct[] {
    return [...this.products.values()].filter((product) => product.is_locked);
  }

  // ---- The API ----

  private async answer(request: FastifyRequest, reply: FastifyReply, handle: (request: FastifyRequest) => unknown) {
    const [path = '', search = ''] = request.url.split('?');
    const log: LoggedPrintifyRequest = { method: request.method, path, query: Object.fromEntries(new URLSearchParams(search)), body: request.body, status: 200 };
    this.requests.push(log);
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      log.status = status;
      return reply.code(status).headers(headers).send(body);
    };
    if (request.headers.authorization !== `Bearer ${this.token}`) return send(401, { status: 'error', code: 10100, message: 'Unauthenticated.' });
    if (!request.headers['user-agent']) return send(400, { status: 'error', code: 10101, message: 'User-Agent header is required.' });
    if (!path.endsWith('.json')) return send(404, { status: 'error', message: 'Not found' });
    const shop = (request.params as { shop?: string }).shop;
    if (shop !== undefined && shop !== this.shopId) return send(404, { status: 'error', code: 8101, message: 'Shop not found.' });
    const failure = this.failures.shift();
    if (failure) return send(failure.status, { status: 'error', message: 'Stand-in failure' }, failure.retryAfter ? { 'retry-after': failure.retryAfter } : {});
    try {
      const body = handle(request);
      if (this.loseAnswers > 0) {
        this.loseAnswers -= 1;
        return send(502, { status: 'error', message: 'Bad gateway' });
      }
      return send(200, body ?? '');
    } catch (error) {
      if (error instanceof Refusal) return send(error.statusCode, error.body);
      throw error;
    }
  }

  /** `:file` is `<id>.json`. */
  private idOf(request: FastifyRequest): string {
    const params = request.params as { file?: string; id?: string };
    return params.id ?? (params.file ?? '').replace(/\.json$/, '');
  }

  private find(id: string): StandinProduct {
    const product = this.products.get(id);
    if (!product) throw new Refusal(404, { status: 'error', code: 8202, message: 'Product not found.' });
    return product;
  }

  private page<T>(items: T[], request: FastifyRequest, maxLimit: number, defaultLimit: number) {
    const query = request.query as { limit?: string; page?: string };
    const limit = Number(query.limit ?? defaultLimit);
    const page = Number(query.page ?? 1);
    if (!Number.isInteger(limit) || limit < 1 || limit > maxLimit) throw validation(`limit must be between 1 and ${maxLimit}`);
    if (!Number.isInteger(page) || page < 1) throw validation('page must be a positive integer');
    const lastPage = Math.max(1, Math.ceil(items.length / limit));
    const data = items.slice((page - 1) * limit, page * limit);
    const from = data.length ? (page - 1) * limit + 1 : null;
    return {
      current_page: page,
      data,
      first_page_url: '/?page=1',
      from,
      last_page: lastPage,
      last_page_url: `/?page=${lastPage}`,
      next_page_url: page < lastPage ? `/?page=${page + 1}` : null,
      path: '/',
      per_page: limit,
      prev_page_url: page > 1 ? `/?page=${page - 1}` : null,
      to: from === null ? null : from + data.length - 1,
      total: items.length,
    };
  }

  private product(request: FastifyRequest) {
    return this.find(this.idOf(request));
  }

  private edit(request: FastifyRequest) {
    const product = this.find(this.idOf(request));
    if (product.is_locked) throw validation('Product is disabled for editing', 8252);
    const changes = (request.body ?? {}) as Partial<Pick<StandinProduct, 'title' | 'description' | 'tags'>>;
    Object.assign(product, changes, { updated_at: now() });
    return product;
  }

  private productAction(request: FastifyRequest) {
    const { action } = request.params as { action: string };
    const id = this.idOf(request);
    const product = this.find(id);
    const body = (request.body ?? {}) as { external?: { id?: unknown; handle?: unknown }; reason?: unknown };
    switch (action) {
      case 'publish.json':
        product.is_locked = true;
        return {};
      case 'publishing_succeeded.json': {
        const external = body.external;
        if (!external || typeof external.id !== 'string' || typeof external.handle !== 'string') throw validation('external.id and external.handle are required');
        product.is_locked = false;
        product.external = { id: external.id, handle: external.handle };
        this.acknowledgements.push({ productId: id, outcome: 'succeeded', external: product.external });
        return '';
      }
      case 'publishing_failed.json':
        if (typeof body.reason !== 'string' || body.reason === '') throw validation('reason is required');
        product.is_locked = false;
        this.acknowledgements.push({ productId: id, outcome: 'failed', reason: body.reason });
        return '';
      case 'unpublish.json':
        delete product.external;
        return '';
      default:
        throw new Refusal(404, { status: 'error', message: 'Not found' });
    }
  }

  private createWebhook(body: unknown) {
    const { topic, url, secret } = (body ?? {}) as { topic?: unknown; url?: unknown; secret?: unknown };
    if (typeof topic !== 'string' || typeof url !== 'string' || !/^https?:\/\//.test(url)) throw validation('topic and url are required');
    const webhook: StandinWebhook = { id: hexId(), topic, url, shop_id: SHOP_ID, secret: typeof secret === 'string' ? secret : null };
    this.webhooks.set(webhook.id, webhook);
    const { secret: _secret, ...shown } = webhook;
    return shown;
  }

  /**
   * `cancel.json`: Printify cancels an order only while it is on hold or unpaid; once it is in
   * production (or later) the order can only be handled through Printify's support.
   */
  private orderAction(request: FastifyRequest) {
    const { id, action } = request.params as { id: string; action: string };
    const order = this.orders.find((candidate) => candidate.id === id);
    if (action !== 'cancel.json' || !order) throw new Refusal(404, { status: 'error', message: 'Not found' });
    if (!['on-hold', 'payment-not-received'].includes(order.status)) {
      throw validation(`Order with status ${order.status} can not be canceled`, 8502);
    }
    order.status = 'canceled';
    return { id: order.id, status: order.status };
  }

  private createOrder(body: unknown) {
    const order = (body ?? {}) as Partial<StandinOrder>;
    if (typeof order.external_id !== 'string' || !Array.isArray(order.line_items) || order.line_items.length === 0 || !order.address_to) {
      throw validation('external_id, line_items and address_to are required');
    }
    for (const item of order.line_items) {
      const product = this.products.get(item.product_id);
      if (!product?.variants.some((variant) => variant.id === item.variant_id && variant.is_enabled)) {
        throw validation(`Variant ${item.variant_id} of product ${item.product_id} is not available`, 8253);
      }
    }
    // Printify's address checks as the shop meets them: a last name is required (a first name is
    // not: Shopify's orders, its largest channel, may come without one), and a US zip code must be one.
    const address = order.address_to;
    if (!address.last_name?.trim()) throw validation('address_to.last_name: The last name field is required.');
    if (address.country === 'US' && !/^\d{5}(-\d{4})?$/.test(address.zip ?? '')) {
      throw validation(`address_to.zip: "${address.zip ?? ''}" is not a valid ZIP code for the United States.`);
    }
    const stored: StandinOrder = {
      id: hexId(),
      external_id: order.external_id,
      label: order.label ?? '',
      status: 'on-hold',
      line_items: order.line_items,
      address_to: order.address_to,
      send_shipping_notification: order.send_shipping_notification ?? true,
      shipping_method: order.shipping_method ?? 1,
      created_at: now(),
    };
    this.orders.push(stored);
    return { id: stored.id };
  }
}

/** A started stand-in, the shop's Printify module pointed at it, and the worker's services using that module. */
export async function standinServices(): Promise<{ standin: PrintifyStandin; printify: Printify; services: Services }> {
  const standin = await new PrintifyStandin().start();
  const printify = standin.printify();
  return { standin, printify, services: await testServices({ printify }) };
}
