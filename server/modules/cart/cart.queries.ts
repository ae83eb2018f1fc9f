import type { EntityManager } from '@mikro-orm/postgresql';
import { MAX_LINE_QUANTITY, priceableLine, type CartLine } from '../../../src/cart.ts';
import { centsToDecimal } from '../../../src/money.ts';
import { linePriceCents, unitPriceCents } from '../../../src/pricing.ts';
import { PRODUCT_COLUMNS, toProduct, type ProductRow } from '../catalogue/catalogue.queries.ts';
import { ownedBy, type CartOwner } from './cart-owner.ts';

/**
 * Cart lines read and written with one SQL statement each, joined to their product and mapped
 * straight to the wire shape (DESIGN.md section 6): the cart is read on every page for the badge.
 * Every statement carries the owner's condition, so another shopper's line is simply not there.
 */

const LINE_COLUMNS = `ci.id as line_id, ci.quantity as line_quantity, ci.variant_id as line_variant_id, ${PRODUCT_COLUMNS}`;

/** Selects whole lines from `source` (cart_items, or a statement's returned rows) aliased `ci`. */
const selectLines = (source: string) => `select ${LINE_COLUMNS} from ${source} ci join products p on p.id = ci.product_id`;

interface LineRow extends ProductRow {
  line_id: number;
  line_quantity: number;
  line_variant_id: string | null;
}

function toCartLine(row: LineRow): CartLine {
  const product = toProduct(row);
  // A size the catalogue has since dropped leaves the line at the product's price.
  const variant = product.variants.find((candidate) => candidate.id === row.line_variant_id) ?? null;
  const priced = priceableLine({ quantity: row.line_quantity, calculatedPrice: null, variant, product });
  return {
    id: row.line_id,
    quantity: row.line_quantity,
    productId: product.id,
    variantId: row.line_variant_id,
    product,
    variant,
    calculatedPrice: null,
    unitPrice: centsToDecimal(unitPriceCents(priced)),
    lineTotal: centsToDecimal(linePriceCents(priced)),
  };
}

/** The owner's lines, newest first. */
export async function listLines(em: EntityManager, owner: CartOwner): Promise<CartLine[]> {
  const owned = ownedBy(owner, 'ci');
  const rows = await em.execute<LineRow[]>(
    `${selectLines('cart_items')} where ${owned.sql} order by ci.created_at desc, ci.id desc`,
    owned.params,
  );
  return rows.map(toCartLine);
}

export async function findLine(em: EntityManager, owner: CartOwner, id: number): Promise<CartLine | null> {
  const owned = ownedBy(owner, 'ci');
  const rows = await em.execute<LineRow[]>(`${selectLines('cart_items')} where ci.id = ? and ${owned.sql}`, [id, ...owned.params]);
  return rows[0] ? toCartLine(rows[0]) : null;
}

/** How many of a product the owner's cart holds, line by line (one line per size). */
export async function productLines(
  em: EntityManager,
  owner: CartOwner,
  productId: number,
): Promise<{ id: number; variantId: string | null; quantity: number }[]> {
  const owned = ownedBy(owner, 'ci');
  return em.execute(
    `select ci.id, ci.variant_id as "variantId", ci.quantity from cart_items ci where ci.product_id = ? and ${owned.sql}`,
    [productId, ...owned.params],
  );
}

/**
 * What the owner's lines of the statement's product `p` hold together (but the line `ci` being
 * changed, when `besideLine`): the stock guard compares it with the product's inventory.
 */
const heldOfProduct = (owner: CartOwner, { besideLine }: { besideLine: boolean }) => {
  const owned = ownedBy(owner, 'held');
  return {
    sql: `(select coalesce(sum(held.quantity), 0) from cart_items held
            where held.product_id = p.id and ${owned.sql}${besideLine ? ' and held.id <> ci.id' : ''})`,
    params: owned.params,
  };
};

/**
 * Adds `quantity` of a print and size in one atomic upsert: a new line, or more on the existing
 * one. Null, writing nothing, when the product is out of stock, the product's lines would then
 * hold more than its inventory, or the line more than MAX_LINE_QUANTITY.
 */
export async function addToLine(
  em: EntityManager,
  owner: CartOwner,
  line: { productId: number; variantId: string | null; quantity: number },
): Promise<CartLine | null> {
  const held = heldOfProduct(owner, { besideLine: false });
  // The partial unique index of the owner's kind is the conflict target (see cart-item.entity.ts).
  const [userId, sessionId, target] =
    'userId' in owner
      ? [owner.userId, null, `(user_id, product_id, coalesce(variant_id, '')) where user_id is not null`]
      : [null, owner.sessionId, `(session_id, product_id, coalesce(variant_id, '')) where user_id is null`];
  const rows = await em.execute<LineRow[]>(
    `with line as (
       insert into cart_items (user_id, session_id, product_id, variant_id, quantity)
       select ?::int, ?::varchar, p.id, ?::varchar, ?::int from products p
        where p.id = ? and p.in_stock and ?::int + ${held.sql} <= p.inventory
       on conflict ${target}
       do update set quantity = cart_items.quantity + excluded.quantity, updated_at = now()
        where cart_items.quantity + excluded.quantity <= ${MAX_LINE_QUANTITY}
       returning id, quantity, product_id, variant_id
     )
     ${selectLines('line')}`,
    [userId, sessionId, line.variantId, line.quantity, line.productId, line.quantity, ...held.params],
  );
  return rows[0] ? toCartLine(rows[0]) : null;
}

/**
 * Sets a line's quantity. Null, writing nothing, when the owner has no such line, its product is
 * out of stock, or the product's lines would then hold more than its inventory.
 */
export async function setLineQuantity(em: EntityManager, owner: CartOwner, id: number, quantity: number): Promise<CartLine | null> {
  const owned = ownedBy(owner, 'ci');
  const held = heldOfProduct(owner, { besideLine: true });
  const rows = await em.execute<LineRow[]>(
    `with line as (
       update cart_items ci set quantity = ?, updated_at = now()
         from products p
        where ci.id = ? and ${owned.sql} and p.id = ci.product_id and p.in_stock and ?::int + ${held.sql} <= p.inventory
       returning ci.id, ci.quantity, ci.product_id, ci.variant_id
     )
     ${selectLines('line')}`,
    [quantity, id, ...owned.params, quantity, ...held.params],
  );
  return rows[0] ? toCartLine(rows[0]) : null;
}

/** Whether the owner had the line (and now has not). */
export async function deleteLine(em: EntityManager, owner: CartOwner, id: number): Promise<boolean> {
  const owned = ownedBy(owner, 'ci');
  const rows = await em.execute<{ id: number }[]>(`delete from cart_items ci where ci.id = ? and ${owned.sql} returning ci.id`, [
    id,
    ...owned.params,
  ]);
  return rows.length > 0;
}
