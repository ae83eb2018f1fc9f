import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The shop's Prometheus metrics (prom-client), one registry per app. What a request, a job or a
 * module counts is a counter here; what the database and the queue hold now is read when scraped
 * (`observe`), so a scrape costs a few cheap queries and nothing is counted twice.
 *
 * Counters are this instance's own: with several instances, Prometheus scrapes each and sums them.
 * The queue's depth and failures are the whole shop's (one queue in PostgreSQL), reported alike by
 * every instance: take max(), not sum(), of those.
 */

/** Seconds: from a cached product read to a checkout that waits on the payment provider. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface QueueCounts {
  name: string;
  /** Waiting to run (now or later). */
  queued: number;
  active: number;
  /** Failed for good and still kept (pg-boss deletes them after its retention). */
  failed: number;
}

export interface PoolCounts {
  total: number;
  idle: number;
  waiting: number;
}

/** What the registry reads at scrape time; the app wires them to the ORM's pool, pg-boss and the share images' slots. */
export interface MetricSources {
  pool(): PoolCounts | Promise<PoolCounts>;
  queues(): Promise<QueueCounts[]>;
  shareImageDrawings(): { drawing: number; waiting: number; visitors: number };
  backupAgeSeconds(): Promise<number>;
}

export class ShopMetrics {
  readonly registry = new Registry();

  /** Every answered request: by method, route (its pattern, never the raw URL) and status; with its count. */
  readonly requests = new Histogram({
    name: 'shop_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });

  readonly mail = new Counter({
    name: 'shop_mail_total',
    help: 'E-mail handed to the mail server (result="sent") or refused by it or unreachable (result="failed").',
    labelNames: ['result'] as const,
    registers: [this.registry],
  });

  readonly payments = new Counter({
    name: 'shop_payments_total',
    help: 'Payments opened at the provider (event="opened") and paid payments settled, into an order (event="ordered") or a refund (event="refunded").',
    labelNames: ['event'] as const,
    registers: [this.registry],
  });

  readonly orders = new Counter({
    name: 'shop_orders_total',
    help: 'Orders placed, by their first status (paid, or pending while a bank debit clears).',
    labelNames: ['status'] as const,
    registers: [this.registry],
  });

  readonly refunds = new Counter({
    name: 'shop_refunds_total',
    help: 'Refunds made through the payment provider: of a payment that could not become an order (kind="payment") or of an order (kind="order").',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });

  readonly shareImages = new Counter({
    name: 'shop_share_images_total',
    help: 'Share images drawn (result="drawn"), that could not be drawn (result="failed"), and visitors turned away with a 503 while every drawing slot and the line were taken (result="busy").',
    labelNames: ['result'] as const,
    registers: [this.registry],
  });

  /** Reads the pool and the queue when scraped; Node's own process metrics beside them. */
  observe(sources: MetricSources): void {
    collectDefaultMetrics({ register: this.registry });
    new Gauge({
      name: 'shop_db_pool_connections',
      help: "The ORM's connections to PostgreSQL: state=\"total\" open, \"idle\" of them, \"waiting\" requests queued for one.",
      labelNames: ['state'] as const,
      registers: [this.registry],
      async collect() {
        const counts = await sources.pool();
        for (const state of ['total', 'idle', 'waiting'] as const) this.set({ state }, counts[state]);
      },
    });
    new Gauge({
      name: 'shop_job_queue_jobs',
      help: 'Jobs in the shared queue (pg-boss), per queue and state: queued, active, failed (kept after their last try).',
      labelNames: ['queue', 'state'] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        for (const counts of await sources.queues()) {
          for (const state of ['queued', 'active', 'failed'] as const) this.set({ queue: counts.name, state }, counts[state]);
        }
      },
    });
    new Gauge({
      name: 'shop_share_image_drawings',
      help: 'Share images this instance is drawing now (state="drawing"), images waiting for a turn (state="waiting"), and visitors waiting for their image (state="visitors").',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        const counts = sources.shareImageDrawings();
        for (const state of ['drawing', 'waiting', 'visitors'] as const) this.set({ state }, counts[state]);
      },
    });
    new Gauge({
      name: 'shop_backup_age_seconds',
      help: "Seconds since the last good backup finished (the nightly backup's log), or since the shop was installed when it has none: alert above 36 hours.",
      registers: [this.registry],
      async collect() {
        this.set(await sources.backupAgeSeconds());
      },
    });
  }

  /** The Prometheus text exposition. */
  async text(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
