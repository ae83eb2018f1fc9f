import type { EntityManager } from '@mikro-orm/postgresql';
import type { FailedImport } from '../../../src/printify.ts';
import type { Printify, PrintifyProduct } from '../../integrations/printify/index.ts';
import { DomainError } from '../../../src/domain-error.ts';
import { hideImportedProducts } from '../catalogue/index.ts';
import { asJsonb, oneLineText } from '../common/index.ts';
import type { Services } from '../request-scope.ts';
import { CannotImport, importedTitle } from './product-import.ts';
import { importWithPictures } from './product-pictures.ts';
import { acknowledge } from './publishing.ts';
import { printifySql } from './tables.ts';

/**
 * The catalogue sync: every Printify product becomes or updates one shop product;
 * a product Printify no longer has is hidden (never deleted: orders hold it); a locked product met on
 * the way is imported and acknowledged, so a sync also unsticks publishing. A product that cannot be
 * imported is reported by its title and why, and the others are imported all the same. Each sync is
 * recorded with what it could not import.
 */

export interface SyncResult {
  synced: number;
  publishingFixed: number;
  failed: FailedImport[];
}

/** What an admin reads when the shop itself failed on a product (the server's log has the error). */
export const IMPORT_FAILED_ON_OUR_SIDE =
  'The shop could not store this product (the server log has the details). Check its title, sizes and prices in Printify, then sync again.';

export async function syncCatalogue(
  em: EntityManager,
  services: Pick<Services, 'jobs' | 'log'>,
  printify: Printify,
  requestedBy: string | null,
): Promise<SyncResult> {
  const record = (values: SyncResult & { hidden: number; error: string | null }) =>
    printifySql(em)
      .insertInto('printify_syncs')
      .values({
        synced: values.synced,
        publishing_fixed: values.publishingFixed,
        hidden: values.hidden,
        failed: asJsonb(values.failed),
        error: values.error,
        requested_by: requestedBy,
      })
      .execute();
  let synced = 0;
  let publishingFixed = 0;
  const failed: FailedImport[] = [];
  try {
    const products = (await printify.api.listProducts()).filter((product) => !product.is_deleted);
    for (const product of products) {
      try {
        if (product.is_locked) {
          const done = await acknowledge(em, services.jobs, printify, product);
          publishingFixed += 1;
          if (done.outcome === 'succeeded') synced += 1;
          else failed.push(failure(product, done.reason));
          continue;
        }
        await importWithPictures(em, services.jobs, printify, product);
        synced += 1;
      } catch (error) {
        // One product the shop cannot take does not stop the others.
        if (!(error instanceof DomainError || error instanceof CannotImport)) {
          services.log.error({ err: error, printifyId: product.id }, 'printify sync: a product could not be imported');
        }
        failed.push(failure(product, error instanceof DomainError || error instanceof CannotImport ? error.message : IMPORT_FAILED_ON_OUR_SIDE));
      }
    }
    const hidden = await hideImportedProducts(em, { except: products.map((product) => product.id) });
    await record({ synced, publishingFixed, failed, hidden, error: null });
    return { synced, publishingFixed, failed };
  } catch (error) {
    // What an admin can act on is kept with the sync; anything else is ours, and logged by the caller.
    await record({ synced, publishingFixed, failed, hidden: 0, error: error instanceof DomainError ? error.message : 'The sync failed on our side.' });
    throw error;
  }
}

/** A product it could not import, by the title the shop would have shown, and why (Printify's words cleaned too). */
const failure = (product: PrintifyProduct, reason: string): FailedImport => ({ id: product.id, title: importedTitle(product), reason: oneLineText(reason) });

export interface LastSync {
  finishedAt: string;
  synced: number;
  publishingFixed: number;
  hidden: number;
  failed: FailedImport[];
  error: string | null;
  requestedBy: string | null;
}

export async function lastSync(em: EntityManager): Promise<LastSync | null> {
  const row = await printifySql(em).selectFrom('printify_syncs').selectAll().orderBy('finished_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
  if (!row) return null;
  return {
    finishedAt: new Date(row.finished_at).toISOString(),
    synced: row.synced,
    publishingFixed: row.publishing_fixed,
    hidden: row.hidden,
    failed: row.failed,
    error: row.error,
    requestedBy: row.requested_by,
  };
}
