import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobQueue } from '../../integrations/jobs/job-queue.ts';
import type { Printify, PrintifyProduct } from '../../integrations/printify/index.ts';
import { DomainError } from '../../../src/domain-error.ts';
import type { Services } from '../request-scope.ts';
import { CannotImport } from './product-import.ts';
import { importWithPictures } from './product-pictures.ts';

/**
 * Publishing that never gets stuck (integrations.md section 1): Printify locks a product on Publish and
 * waits for the shop to import it and call publishing_succeeded (or publishing_failed). Until then the
 * merchant sees "Publishing" and every edit fails with 8252. Everything here reads Printify's own state
 * at the time of the call, imports what is locked, and acknowledges it.
 */

export const PRINTIFY_NOT_CONFIGURED = 'The print provider is not configured';

/** The print provider, or a 503 saying it is not configured (after the caller's admin check). */
export function requirePrintify(services: Pick<Services, 'printify'>): Printify {
  if (!services.printify) throw new DomainError('SERVICE_UNAVAILABLE', PRINTIFY_NOT_CONFIGURED);
  return services.printify;
}

export interface PublishingProduct {
  /** Printify's product id, which the fix calls take. */
  id: string;
  title: string;
  status: 'publishing';
}

export interface PublishingStatus {
  total: number;
  publishing: number;
  publishingProducts: PublishingProduct[];
}

const asPublishing = (product: PrintifyProduct): PublishingProduct => ({ id: product.id, title: product.title, status: 'publishing' });

/** Printify's products now, and those of them locked in "Publishing". */
export async function publishingStatus(printify: Printify): Promise<PublishingStatus> {
  const products = await printify.api.listProducts();
  const locked = products.filter((product) => product.is_locked);
  return { total: products.length, publishing: locked.length, publishingProducts: locked.map(asPublishing) };
}

export type Acknowledgement = { outcome: 'succeeded'; productId: number } | { outcome: 'failed'; reason: string };

/** The shop's page of a product: what Printify keeps as the product's `external.handle`. */
export const productHandle = (printify: Printify, productId: number) => `${printify.shopUrl}/product/${productId}`;

/**
 * Imports a locked product and tells Printify it is published (external = our id and page), or, when
 * the shop cannot sell it, that publishing failed and why. Either way Printify unlocks it.
 */
export async function acknowledge(em: EntityManager, jobs: JobQueue, printify: Printify, product: PrintifyProduct): Promise<Acknowledgement> {
  let productId: number;
  try {
    ({ productId } = await importWithPictures(em, jobs, printify, product));
  } catch (error) {
    if (!(error instanceof CannotImport)) throw error;
    await printify.api.publishingFailed(product.id, error.message);
    return { outcome: 'failed', reason: error.message };
  }
  await printify.api.publishingSucceeded(product.id, { id: String(productId), handle: productHandle(printify, productId) });
  return { outcome: 'succeeded', productId };
}

/** Acknowledges each of `products` that is locked, one after another (Printify's rate limits); answers how many. */
export async function acknowledgeLocked(em: EntityManager, jobs: JobQueue, printify: Printify, products: readonly PrintifyProduct[]): Promise<number> {
  let fixed = 0;
  for (const product of products) {
    if (!product.is_locked) continue;
    await acknowledge(em, jobs, printify, product);
    fixed += 1;
  }
  return fixed;
}

/** The quick fix: every product locked right now, imported and acknowledged. */
export async function autoFixPublishing(em: EntityManager, jobs: JobQueue, printify: Printify): Promise<{ publishingFixed: number; stuckProducts: number }> {
  const products = await printify.api.listProducts();
  const stuckProducts = products.filter((product) => product.is_locked).length;
  return { publishingFixed: await acknowledgeLocked(em, jobs, printify, products), stuckProducts };
}

/** One product, by its Printify id, imported and acknowledged whether or not it is locked now. */
export async function completePublishing(em: EntityManager, jobs: JobQueue, printify: Printify, printifyId: string) {
  const product = await printify.api.getProduct(printifyId);
  const done = await acknowledge(em, jobs, printify, product);
  return done.outcome === 'succeeded'
    ? { id: product.id, title: product.title, status: 'published' as const, productId: done.productId }
    : { id: product.id, title: product.title, status: 'failed' as const, reason: done.reason };
}
