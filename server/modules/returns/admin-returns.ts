import type { EntityManager } from '@mikro-orm/postgresql';
import { sql, type Expression, type SqlBool } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { z } from 'zod';
import { AdminReturnListInput, type AdminReturn, type AdminReturnPage, type ReturnAction } from '../../../src/returns.ts';
import { centsToDecimal, toCents } from '../../../src/money.ts';
import { paidForLineCents } from '../../../src/pricing.ts';
import type { OrderRefundStatus, PremiumStatus, ReturnStatus } from '../../../src/statuses.ts';
import { DomainError } from '../../../src/domain-error.ts';
import { countOf, expressionsFor } from '../common/index.ts';
import { sizeOfItem } from '../order/index.ts';
import { returnsSql } from './tables.ts';

/**
 * What admins read of return requests: pages newest first (as the catalogue pages: items, the
 * next page's cursor and the total) with each return's decisions so far, and the photos' bytes.
 * Decisions are return-decisions.ts's.
 */

const r = expressionsFor({ r: 'return_requests' });

/** Where a photo and its preview are served (server/rest/returns.ts), to admins only. */
export const photoUrl = (id: number) => `/api/admin/return-photos/${id}`;
export const previewUrl = (id: number) => `${photoUrl(id)}/preview`;

// ---- Cursor: the last row's created_at (epoch microseconds, which a JS Date would round) and id ----

const CursorPayload = z.tuple([z.string().regex(/^\d{1,17}$/), z.number().int().positive().max(2_147_483_647)]);

const encodeCursor = (micros: string, id: number) => Buffer.from(JSON.stringify([micros, id])).toString('base64url');

function decodeCursor(cursor: string): { micros: string; id: number } {
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    payload = undefined;
  }
  const parsed = CursorPayload.safeParse(payload);
  if (!parsed.success) throw new DomainError('BAD_REQUEST', 'cursor: This page cursor is not one this shop handed out; start again from the first page.');
  return { micros: parsed.data[0], id: parsed.data[1] };
}

// Kysely has no builder for extract(... from ...), a typed interval literal or a row comparison.
const createdMicros = sql<string>`(extract(epoch from ${r.ref('r.created_at')}) * 1000000)::bigint::text`;
const fromMicros = (micros: string) => sql`timestamptz 'epoch' + ${micros}::bigint * interval '1 microsecond'`;

/** Return requests as admins read them, newest first, with their item and photos, in one statement. */
async function selectReturns(em: EntityManager, where: Expression<SqlBool>, limit: number) {
  const rows = await returnsSql(em)
    .selectFrom('return_requests as r')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .innerJoin('order_items as i', 'i.id', 'r.order_item_id')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .leftJoin('users as u', 'u.id', 'o.user_id')
    .leftJoin('order_refunds as refund', 'refund.id', 'r.refund_id')
    .leftJoin('orders as replacement', 'replacement.id', 'r.replacement_order_id')
    .select((eb) => [
      'r.id',
      'o.order_number',
      'r.customer_email',
      'i.id as item_id',
      'p.title',
      sizeOfItem(eb.ref('p.variants'), eb.ref('i.variant_id')).as('size'),
      'i.quantity',
      'i.price',
      'o.subtotal',
      'o.discount',
      'o.tax_rate',
      'r.reason',
      'r.comments',
      'r.status',
      'r.created_at',
      'u.premium_status',
      'u.vip_notes',
      createdMicros.as('cursor_key'),
      jsonArrayFrom(eb.selectFrom('return_photos as ph').select('ph.id').whereRef('ph.return_request_id', '=', 'r.id').orderBy('ph.position')).as('photos'),
      jsonArrayFrom(
        eb
          .selectFrom('return_events as e')
          .select(['e.created_at', 'e.action', 'e.from_status', 'e.to_status', 'e.note', 'e.actor_email'])
          .whereRef('e.return_request_id', '=', 'r.id')
          .orderBy('e.id'),
      ).as('history'),
      'refund.amount as refund_amount',
      'refund.status as refund_status',
      'replacement.order_number as replacement_order_number',
      'r.claim',
    ])
    .where(where)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    view: {
      id: row.id,
      orderNumber: row.order_number,
      customerEmail: row.customer_email,
      item: { id: row.item_id, productTitle: row.title, size: row.size, quantity: row.quantity },
      reason: row.reason as AdminReturn['reason'],
      comments: row.comments,
      status: row.status as ReturnStatus,
      createdAt: new Date(row.created_at).toISOString(),
      photos: row.photos.map(({ id }) => ({ id, url: photoUrl(id), previewUrl: previewUrl(id) })),
      // The column's check constraint keeps it to the statuses.
      customerPremiumStatus: row.premium_status as PremiumStatus | null,
      customerVipNotes: row.vip_notes,
      history: row.history.map((event) => ({
        at: new Date(event.created_at).toISOString(),
        // The columns' check constraints keep them to the actions and statuses.
        action: event.action as ReturnAction,
        from: event.from_status as ReturnStatus,
        to: event.to_status as ReturnStatus,
        note: event.note,
        actorEmail: event.actor_email,
      })),
      refundDue: centsToDecimal(
        paidForLineCents(
          { unitCents: toCents(row.price), quantity: row.quantity },
          { subtotalCents: toCents(row.subtotal), discountCents: toCents(row.discount), taxRate: Number(row.tax_rate) },
        ),
      ),
      refundAmount: row.refund_amount,
      // The column's check constraint keeps it inside ORDER_REFUND_STATUSES.
      refundStatus: row.refund_status as OrderRefundStatus | null,
      replacementOrderNumber: row.replacement_order_number,
      claim: row.claim,
    } satisfies AdminReturn,
    cursorKey: row.cursor_key,
  }));
}

/** One page, newest first; `cursor` is the previous page's nextCursor. */
export async function listReturns(em: EntityManager, input: AdminReturnListInput = {}): Promise<AdminReturnPage> {
  const { cursor, limit } = AdminReturnListInput.parse(input);
  const after = cursor ? decodeCursor(cursor) : null;
  // Rows after the cursor's in the list's order: (created_at, id) below the last row's.
  const where = after ? sql<SqlBool>`(${r.ref('r.created_at')}, ${r.ref('r.id')}) < (${fromMicros(after.micros)}, ${after.id})` : r.lit(true);
  const [rows, total] = await Promise.all([selectReturns(em, where, limit + 1), countOf(returnsSql(em).selectFrom('return_requests'))]);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => row.view),
    nextCursor: rows.length > limit && last ? encodeCursor(last.cursorKey, last.view.id) : null,
    total,
  };
}

export const RETURN_NOT_FOUND = 'There is no return request with that id.';

/** One request as the list shows it; null for an unknown id. */
export async function returnView(em: EntityManager, id: number): Promise<AdminReturn | null> {
  return (await selectReturns(em, r('r.id', '=', id), 1))[0]?.view ?? null;
}

/** A photo's stored bytes, or its preview's (always a JPEG); null when there is no such photo. */
export async function returnPhotoBytes(em: EntityManager, id: number, size: 'original' | 'preview'): Promise<{ contentType: string; data: Buffer } | null> {
  const db = returnsSql(em);
  const row =
    size === 'original'
      ? await db.selectFrom('return_photos').select(['content_type', 'data']).where('id', '=', id).executeTakeFirst()
      : await db.selectFrom('return_photos').select(['preview as data', sql<string>`'image/jpeg'`.as('content_type')]).where('id', '=', id).executeTakeFirst();
  // pg reads bytea as a Buffer; the entity's type also allows a plain Uint8Array.
  return row ? { contentType: row.content_type, data: Buffer.from(row.data.buffer, row.data.byteOffset, row.data.byteLength) } : null;
}
