import { z } from 'zod';
import { DomainError } from '../../../src/domain-error.ts';
import {
  PrintifyErrorBody,
  PrintifyOrderCreated,
  PrintifyOrderSummary,
  PrintifyPage,
  PrintifyProduct,
  PrintifyWebhook,
  type PrintifyOrderBody,
} from './printify-schemas.ts';

/**
 * Printify's REST API v1 (integrations.md section 1), the one place the shop talks to it: every answer
 * parsed with zod, lists followed to their last page, 429 and 5xx retried with backoff, and every
 * failure turned into a PrintifyError whose message tells an admin what to do.
 */

export const PRINTIFY_API_BASE = 'https://api.printify.com';

/** The largest page Printify serves for products. */
export const PRODUCTS_PAGE_LIMIT = 50;
/** Orders list at most 10 a page. */
const ORDERS_PAGE_LIMIT = 10;

/**
 * A Printify call that failed, with a message an admin can act on: a 502 to whoever asked, or a 404
 * when Printify has no such thing as the admin named (not Printify's failure, nor the shop's).
 */
export class PrintifyError extends DomainError {
  override name = 'PrintifyError';
  constructor(
    message: string,
    /** Printify's HTTP status, when it answered. */
    readonly status: number | null = null,
    /** Printify's own error code (8252: the product is locked for editing). */
    readonly printifyCode: number | null = null,
    answer: 'BAD_GATEWAY' | 'NOT_FOUND' = 'BAD_GATEWAY',
  ) {
    super(answer, message);
  }
}

/** Printify answered and refused (a 4xx other than its rate limit): asking again the same way changes nothing. */
export const isPrintifyRefusal = (error: unknown): error is PrintifyError =>
  error instanceof PrintifyError && error.status !== null && error.status >= 400 && error.status < 500 && error.status !== 429;

export interface PrintifyApiOptions {
  token: string;
  shopId: string;
  /** Printify's own when unset; tests give a stand-in's address. */
  apiBase?: string | undefined;
  /** Tries per call for 429, 5xx and unreachable answers. */
  attempts?: number;
  /** The first wait before a retry, doubled each time (a Retry-After header wins). */
  retryDelayMs?: number;
  /**
   * The least time between two calls of this process: 100 ms keeps one instance at 600 a minute,
   * Printify's global limit.
   */
  minIntervalMs?: number;
  /** Gives up on one request after this long. */
  timeoutMs?: number;
}

export interface External {
  /** The shop's own product id. */
  id: string;
  /** The product's page in the shop. */
  handle: string;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Anything: publishing_succeeded and friends answer an empty body or `{}`. */
const Ignored = z.unknown();

export class PrintifyApi {
  readonly shopId: string;
  private readonly base: string;
  private readonly attempts: number;
  private readonly retryDelayMs: number;
  private readonly minIntervalMs: number;
  private readonly timeoutMs: number;
  private nextSlot = 0;

  constructor(private readonly options: PrintifyApiOptions) {
    this.shopId = options.shopId;
    this.base = (options.apiBase ?? PRINTIFY_API_BASE).replace(/\/+$/, '');
    // One retry: an admin waiting on a page hears about an outage within seconds (jobs retry on their own).
    this.attempts = options.attempts ?? 2;
    this.retryDelayMs = options.retryDelayMs ?? 1000;
    this.minIntervalMs = options.minIntervalMs ?? 100;
    this.timeoutMs = options.timeoutMs ?? 5_000;
  }

  private shopPath(path: string) {
    return `/v1/shops/${encodeURIComponent(this.shopId)}${path}`;
  }

  /** Every product of the shop, page after page (50 a page) to the last. */
  async listProducts(): Promise<PrintifyProduct[]> {
    const products: PrintifyProduct[] = [];
    for (let page = 1; ; page += 1) {
      const answer = await this.call('GET', this.shopPath(`/products.json?limit=${PRODUCTS_PAGE_LIMIT}&page=${page}`), PrintifyPage(PrintifyProduct));
      products.push(...answer.data);
      if (answer.current_page >= answer.last_page || answer.data.length === 0) return products;
    }
  }

  getProduct(id: string): Promise<PrintifyProduct> {
    return this.call('GET', this.shopPath(`/products/${encodeURIComponent(id)}.json`), PrintifyProduct, { what: `product ${id}` });
  }

  /** Unlocks a product Printify holds as "Publishing", telling it where the shop shows it. */
  async publishingSucceeded(id: string, external: External): Promise<void> {
    await this.call('POST', this.shopPath(`/products/${encodeURIComponent(id)}/publishing_succeeded.json`), Ignored, {
      body: { external },
      what: `product ${id}`,
    });
  }

  /** Unlocks a product the shop could not import, with the reason Printify shows the merchant. */
  async publishingFailed(id: string, reason: string): Promise<void> {
    await this.call('POST', this.shopPath(`/products/${encodeURIComponent(id)}/publishing_failed.json`), Ignored, {
      body: { reason },
      what: `product ${id}`,
    });
  }

  listWebhooks(): Promise<PrintifyWebhook[]> {
    return this.call('GET', this.shopPath('/webhooks.json'), z.array(PrintifyWebhook));
  }

  createWebhook(webhook: { topic: string; url: string; secret: string }): Promise<PrintifyWebhook> {
    return this.call('POST', this.shopPath('/webhooks.json'), PrintifyWebhook, { body: webhook });
  }

  async deleteWebhook(id: string, host: string): Promise<void> {
    await this.call('DELETE', this.shopPath(`/webhooks/${encodeURIComponent(id)}.json?host=${encodeURIComponent(host)}`), Ignored);
  }

  /**
   * Creates an order; Printify answers its id. Only a 429 is retried here: after a 5xx or a lost answer
   * the order may exist, and the caller looks for it (findOrder) before sending it again.
   */
  async createOrder(order: PrintifyOrderBody): Promise<string> {
    const created = await this.call('POST', this.shopPath('/orders.json'), PrintifyOrderCreated, { body: order, retryFailures: false });
    return created.id;
  }

  /**
   * Cancels an order; Printify does so only while it is on hold or unpaid, and refuses (a 4xx, as a
   * PrintifyError with its status) once it is in production.
   */
  async cancelOrder(id: string): Promise<void> {
    await this.call('POST', this.shopPath(`/orders/${encodeURIComponent(id)}/cancel.json`), Ignored, { what: `order ${id}` });
  }

  /** An order's state at Printify (`on-hold`, `in-production`, `canceled`, …). */
  async orderStatus(id: string): Promise<string | null> {
    const order = await this.call('GET', this.shopPath(`/orders/${encodeURIComponent(id)}.json`), PrintifyOrderSummary, { what: `order ${id}` });
    return order.status ?? null;
  }

  /**
   * The Printify order made for our order number, looked for among the newest `pages` pages: how a
   * submission whose answer was lost (a crash, a timeout) is found instead of being sent again.
   */
  async findOrder(orderNumber: string, pages = 5): Promise<string | null> {
    for (let page = 1; page <= pages; page += 1) {
      const answer = await this.call('GET', this.shopPath(`/orders.json?limit=${ORDERS_PAGE_LIMIT}&page=${page}`), PrintifyPage(PrintifyOrderSummary));
      const found = answer.data.find((order) => order.external_id === orderNumber || order.label === orderNumber);
      if (found) return found.id;
      if (answer.current_page >= answer.last_page) return null;
    }
    return null;
  }

  /** One call with its retries; parses the answer with `schema`. */
  private async call<T extends z.ZodType>(
    method: Method,
    path: string,
    schema: T,
    { body, what, retryFailures = true }: { body?: unknown; what?: string; retryFailures?: boolean } = {},
  ): Promise<z.output<T>> {
    for (let attempt = 1; ; attempt += 1) {
      await this.pace();
      let response: Response;
      try {
        response = await fetch(`${this.base}${path}`, {
          method,
          headers: {
            authorization: `Bearer ${this.options.token}`,
            'user-agent': 'CanvasAndLight-Shop/1.0',
            accept: 'application/json',
            ...(body === undefined ? {} : { 'content-type': 'application/json;charset=utf-8' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(this.timeoutMs),
        });
      } catch {
        if (retryFailures && attempt < this.attempts) {
          await sleep(this.backoff(attempt, null));
          continue;
        }
        throw new PrintifyError(`Printify could not be reached at ${this.base}: check PRINTIFY_API_BASE and the server's network, then try again.`);
      }
      const text = await response.text();
      const retryable = response.status === 429 || (retryFailures && response.status >= 500);
      if (retryable && attempt < this.attempts) {
        await sleep(this.backoff(attempt, response.headers.get('retry-after')));
        continue;
      }
      if (!response.ok) throw failure(response.status, text, what, attempt);
      return parseAnswer(schema, text, `${method} ${path.split('?')[0]}`);
    }
  }

  /** Spaces this process's calls at least minIntervalMs apart. */
  private async pace() {
    const now = Date.now();
    const slot = Math.max(now, this.nextSlot);
    this.nextSlot = slot + this.minIntervalMs;
    if (slot > now) await sleep(slot - now);
  }

  private backoff(attempt: number, retryAfter: string | null): number {
    const seconds = retryAfter === null ? NaN : Number(retryAfter);
    // Printify asks for at most a minute's wait (its limits count per minute).
    if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds, 60) * 1000;
    return this.retryDelayMs * 2 ** (attempt - 1);
  }
}

function parseAnswer<T extends z.ZodType>(schema: T, text: string, call: string): z.output<T> {
  let json: unknown = undefined;
  if (text.trim() !== '') {
    try {
      json = JSON.parse(text);
    } catch {
      throw new PrintifyError(`Printify answered ${call} with something that is not JSON: check that PRINTIFY_API_BASE points at Printify's API.`);
    }
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new PrintifyError(
    `Printify answered ${call} in a shape the shop does not know (${issue ? `${issue.path.join('.') || 'answer'}: ${issue.message}` : 'unreadable'}): check PRINTIFY_API_BASE.`,
  );
}

/** What an admin should do about a refusal. */
function failure(status: number, text: string, what: string | undefined, attempts: number): PrintifyError {
  let body: z.infer<typeof PrintifyErrorBody> = {};
  try {
    body = PrintifyErrorBody.parse(JSON.parse(text));
  } catch {
    // Not Printify's error shape: the status says enough.
  }
  const code = body.errors?.code ?? body.code ?? null;
  const reason = [body.message, body.errors?.reason].filter(Boolean).join(' ');
  if (status === 401) return new PrintifyError('Printify refused the API token (401): check PRINTIFY_API_TOKEN; it may have expired or been revoked.', status, code);
  if (status === 403) {
    return new PrintifyError(
      'Printify refused this call for the API token (403): give the token the scopes the shop needs (products, orders, webhooks.read and webhooks.write).',
      status,
      code,
    );
  }
  if (status === 404) {
    return new PrintifyError(
      what ? `Printify has no ${what}: it may have been deleted at Printify; sync again.` : 'Printify does not know this shop: check PRINTIFY_SHOP_ID (GET /v1/shops.json lists your shops).',
      status,
      code,
      what ? 'NOT_FOUND' : 'BAD_GATEWAY',
    );
  }
  if (code === 8252) {
    return new PrintifyError(`Printify says ${what ?? 'the product'} is locked while it publishes (8252): fix its publishing on /printify-admin first.`, status, code);
  }
  if (status === 429) return new PrintifyError(`Printify is rate limiting the shop (429, ${attempts} tries): wait a minute and try again.`, status, code);
  if (status >= 500) {
    return new PrintifyError(`Printify failed with HTTP ${status}${attempts > 1 ? ` after ${attempts} tries` : ''}: try again in a few minutes.`, status, code);
  }
  // Printify's own sentences end with a stop already.
  const refusal = `Printify refused the request (HTTP ${status}${code ? `, code ${code}` : ''})${reason ? `: ${reason}` : ''}`;
  return new PrintifyError(/[.!?]$/.test(refusal) ? refusal : `${refusal}.`, status, code);
}
