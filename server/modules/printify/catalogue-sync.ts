import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobQueue } from '../../integrations/jobs/job-queue.ts';
import type { Printify } from '../../integrations/printify/index.ts';
import { DomainError } from '../common/domain-error.ts';
import { hideImportedProducts } from '../catalogue/imported-products.ts';
import { sqlOf } from '../common/typed-sql.ts';
import { CannotImport } from './product-import.ts';
import { importWithPictures } from './product-pictures.ts';
import { acknowledge } from './publishing.ts';

/**
 * The catalogue sync: every Printify product becomes or updates one shop product;
 * a product Printify no longer has is hidden (never deleted: orders hold it); a locked product met on
 * the way is imported and acknowledged, so a sync also unsticks publishing. Each sync is recorded.
 */

export interface SyncResult {
  synced: number;
  publishingFixed: number;
}

export async function syncCatalogue(em: EntityManager, jobs: JobQueue, printify: Printify, requestedBy: string | null): Promise<SyncResult> {
  const record = (values: { synced: number; publishingFixed: number; hidden: number; error: string | null }) =>
    sqlOf(em)
      .insertInto('printify_syncs')
      .values({ synced: values.synced, publishing_fixed: values.publishingFixed, hidden: values.hidden, error: values.error, requested_by: requestedBy })
      .execute();
  let synced = 0;
  let publishingFixed = 0;
  try {
    const products = (await printify.api.listProducts()).filter((product) => !product.is_deleted);
    for (const product of products) {
      if (product.is_locked) {
        const done = await acknowledge(em, jobs, printify, product);
        publishingFixed += 1;
        if (done.outcome === 'succeeded') synced += 1;
        continue;
      }
      try {
        await importWithPictures(em, jobs, printify, product);
        synced += 1;
      } catch (error) {
        // A product with nothing to sell (no enabled size) stays out of the shop; the rest go on.
        if (!(error instanceof CannotImport)) throw error;
      }
    }
    const hidden = await hideImportedProducts(em, { except: products.map((product) => product.id) });
    await record({ synced, publishingFixed, hidden, error: null });
    return { synced, publishingFixed };
  } catch (error) {
    // What an admin can act on is kept with the sync; anything else is ours, and logged by the caller.
    await record({ synced, publishingFixed, hidden: 0, error: error instanceof DomainError ? error.message : 'The sync failed on our side.' });
    throw error;
  }
}

export interface LastSync {
  finishedAt: string;
  synced: number;
  publishingFixed: number;
  hidden: number;
  error: string | null;
  requestedBy: string | null;
}

export async function lastSync(em: EntityManager): Promise<LastSync | null> {
  const row = await sqlOf(em).selectFrom('printify_syncs').selectAll().orderBy('finished_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
  if (!row) return null;
  return {
    finishedAt: new Date(row.finished_at).toISOString(),
    synced: row.synced,
    publishingFixed: row.publishing_fixed,
    hidden: row.hidden,
    error: row.error,
    requestedBy: row.requested_by,
  };
}
