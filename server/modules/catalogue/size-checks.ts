import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { AdminPrintSizes, ReleaseSizeInput } from '../../../src/admin.ts';
import type { ProductVariant } from '../../../src/catalogue.ts';
import { priceRange, toCents } from '../../../src/money.ts';
import type { SizeCheck } from '../../../src/print-resolution.ts';
import { DomainError } from '../../../src/domain-error.ts';
import { recordAudit, type AuditActor } from '../audit/index.ts';
import { asJsonb } from '../common/index.ts';
import { catalogueSql } from './tables.ts';

/**
 * Sizes of a print held back or flagged for their artwork's resolution (src/print-resolution.ts; the
 * print provider's import decides them): what admins see in the Products tab, and their deliberate
 * release of a held-back size, recorded in size_releases (this module writes it) and kept by later imports.
 */

export const NO_SUCH_HELD_BACK_SIZE = 'That size of that print is not held back.';

/** The sizes an admin released on the product imported as `printifyId`. */
export async function releasedVariantIds(em: EntityManager, printifyId: string): Promise<Set<string>> {
  const rows = await catalogueSql(em)
    .selectFrom('size_releases as r')
    .innerJoin('products as p', 'p.id', 'r.product_id')
    .select('r.variant_id')
    .where('p.printify_id', '=', printifyId)
    .execute();
  return new Set(rows.map((row) => row.variant_id));
}

/** The held-back size `variantId` of a product, or null: the cart and checkout say why it is refused. */
export async function heldBackSize(em: EntityManager, productId: number, variantId: string): Promise<{ title: string; check: SizeCheck } | null> {
  const row = await catalogueSql(em).selectFrom('products').select(['title', 'size_checks']).where('id', '=', productId).executeTakeFirst();
  const check = row?.size_checks.find((candidate) => candidate.variant.id === variantId && candidate.verdict === 'held_back');
  return row && check ? { title: row.title, check } : null;
}

/** Every shown print with a size held back, flagged or released, newest first, with the releases' record. */
export async function listSizeChecks(em: EntityManager): Promise<AdminPrintSizes[]> {
  const db = catalogueSql(em);
  const products = await db
    .selectFrom('products')
    .select(['id', 'title', 'size_checks'])
    .where('hidden', '=', false)
    .where(sql<boolean>`jsonb_array_length(size_checks) > 0`)
    .orderBy('id', 'desc')
    .execute();
  if (products.length === 0) return [];
  const releases = await db
    .selectFrom('size_releases')
    .select(['product_id', 'variant_id', 'released_by', 'created_at'])
    .where(
      'product_id',
      'in',
      products.map((product) => product.id),
    )
    .execute();
  const releaseOf = (productId: number, variantId: string) => releases.find((release) => release.product_id === productId && release.variant_id === variantId);
  return products.map((product) => ({
    productId: product.id,
    title: product.title,
    sizes: product.size_checks.map((check) => {
      const release = releaseOf(product.id, check.variant.id);
      return {
        variantId: check.variant.id,
        size: check.variant.size,
        ppi: check.ppi,
        verdict: check.verdict,
        releasedBy: release?.released_by ?? null,
        releasedAt: release ? new Date(release.created_at).toISOString() : null,
      };
    }),
  }));
}

/** Variants in the print provider's order (its ids grow with each size it made). */
const byProviderOrder = (variants: ProductVariant[]) => variants.sort((a, b) => Number(a.id) - Number(b.id));

/**
 * An admin offers a held-back size after all: recorded with who and when, and offered from now on
 * (its import keeps it so). 404 for a size that is not held back.
 */
export async function releaseSize(em: EntityManager, { productId, variantId }: z.output<typeof ReleaseSizeInput>, actor: AuditActor) {
  return em.fork().transactional(async (tx) => {
    const db = catalogueSql(tx);
    const product = await db.selectFrom('products').select(['variants', 'size_checks']).where('id', '=', productId).forUpdate().executeTakeFirst();
    const check = product?.size_checks.find((candidate) => candidate.variant.id === variantId && candidate.verdict === 'held_back');
    if (!product || !check) throw new DomainError('NOT_FOUND', NO_SUCH_HELD_BACK_SIZE);
    await db
      .insertInto('size_releases')
      .values({ product_id: productId, variant_id: variantId, size: check.variant.size, ppi: check.ppi, released_by: actor.email })
      .execute();
    const variants = byProviderOrder([...(product.variants ?? []), check.variant]);
    await db
      .updateTable('products')
      .set({
        variants: asJsonb<ProductVariant[]>(variants),
        size_checks: asJsonb<SizeCheck[]>(product.size_checks.map((candidate) => (candidate === check ? { ...candidate, verdict: 'released' as const } : candidate))),
        price_range: priceRange(variants.map((variant) => toCents(variant.price))),
        updated_at: new Date(),
      })
      .where('id', '=', productId)
      .execute();
    const released = { productId, variantId, size: check.variant.size, ppi: check.ppi, verdict: 'released' as const };
    await recordAudit(tx, { actor, action: 'catalogue.release_size', target: { type: 'catalogue', id: `${productId}:${variantId}` }, before: { ...released, verdict: 'held_back' }, after: released });
    return released;
  });
}
