import type { EntityManager } from '@mikro-orm/postgresql';
import { expressionBuilder, type Expression } from 'kysely';
import { MAX_LINE_QUANTITY, priceableLine } from '../../../src/cart-lines.ts';
import type { CartLine } from '../../../src/cart.ts';
import { centsToDecimal } from '../../../src/money.ts';
import { linePriceCents, unitPriceCents } from '../../../src/pricing.ts';
import { PRODUCT_COLUMNS, toProduct, type ProductRow } from '../catalogue/index.ts';
import { compileOnce, expressionsFor, runCompiled, shopSql, type ShopDatabase } from '../common/index.ts';
import { lineIndexOf, ownedLines } from './cart-owner.ts';
import type { CartOwner } from './cart-item.entity.ts';
import { cartSql } from './tables.ts';

/**
 * Cart lines read and written with one SQL statement each, joined to their product and mapped
 * straight to the wire shape (DESIGN.md section 6): the cart is read on every page for the badge.
 * Every statement carries the owner's condition, so another shopper's line is simply not there.
 */

/** A line `ci` (a row of cart_items, or of a statement's returned rows) beside its product `p`. */
const LINE_COLUMNS = ['ci.id as line_id', 'ci.quantity as line_quantity', 'ci.variant_id as line_variant_id', ...PRODUCT_COLUMNS] as const;

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

/** Lines `ci` with their products `p`: built once, as building the column list is most of the cost. */
const lines = shopSql.selectFrom('cart_items as ci').innerJoin('products as p', 'p.id', 'ci.product_id').select(LINE_COLUMNS);

const linesOf = (owner: CartOwner) => lines.where(ownedLines(owner, 'ci'));
const newestFirst = (owner: CartOwner) => linesOf(owner).orderBy('ci.created_at', 'desc').orderBy('ci.id', 'desc');

/** Compiled once for each kind of owner: every page reads the cart for its badge. */
const ownersLines = {
  user: compileOnce(['owner'], (parameter) => newestFirst({ userId: parameter('owner') })),
  session: compileOnce(['owner'], (parameter) => newestFirst({ sessionId: parameter('owner') })),
};

/** The owner's lines, newest first. */
export async function listLines(em: EntityManager, owner: CartOwner): Promise<CartLine[]> {
  const statement = 'userId' in owner ? ownersLines.user({ owner: owner.userId }) : ownersLines.session({ owner: owner.sessionId });
  return (await runCompiled(em, statement)).map(toCartLine);
}

export async function findLine(em: EntityManager, owner: CartOwner, id: number): Promise<CartLine | null> {
  const { rows } = await cartSql(em).executeQuery(linesOf(owner).where('ci.id', '=', id));
  return rows[0] ? toCartLine(rows[0]) : null;
}

/** How many of a product the owner's cart holds, line by line (one line per size). */
export async function productLines(
  em: EntityManager,
  owner: CartOwner,
  productId: number,
): Promise<{ id: number; variantId: string | null; quantity: number }[]> {
  return cartSql(em)
    .selectFrom('cart_items as ci')
    .select(['ci.id', 'ci.variant_id as variantId', 'ci.quantity'])
    .where('ci.product_id', '=', productId)
    .where(ownedLines(owner, 'ci'))
    .execute();
}

const held = expressionsFor({ held: 'cart_items' });

/**
 * What the owner's lines of `product` hold together, but the line `besideLine` (the one being
 * changed) when given.
 */
function heldOfProduct(owner: CartOwner, product: Expression<number>, besideLine?: Expression<number>) {
  const lines = held
    .selectFrom('cart_items as held')
    .select(held.fn.coalesce(held.fn.sum<number>('held.quantity'), held.lit(0)).as('held'))
    .where('held.product_id', '=', product)
    .where(ownedLines(owner, 'held'));
  return (besideLine ? lines.where('held.id', '<>', besideLine) : lines).$asScalar();
}

const anywhere = expressionBuilder<ShopDatabase>();

/** The stock guard: `quantity` beside what the owner's other lines hold stays within `inventory`. */
const withinInventory = (quantity: Expression<number>, others: Expression<number>, inventory: Expression<number>) =>
  anywhere(anywhere(quantity, '+', others), '<=', inventory);

/** The products of the statements below, under the name they use. */
const p = expressionsFor({ p: 'products' });

/**
 * Adds `quantity` of a print and size in one atomic upsert: a new line, or more on the existing
 * one. Null, writing nothing, when the product is out of stock, the product's lines would then
 * hold more than its inventory, or the line more than MAX_LINE_QUANTITY.
 *
 * Both guards sit in the statement that writes. Concurrent adds to one line queue on its row, and
 * each re-checks against the line as the one before left it (the DO UPDATE condition sees the
 * latest row), so the line never passes the inventory however many adds race. The owner's other
 * sizes are read as the statement found them: two sizes of one print changed at the same instant
 * can each count the other's old quantity, and checkout's stock check is then the last word.
 */
export async function addToLine(
  em: EntityManager,
  owner: CartOwner,
  line: { productId: number; variantId: string | null; quantity: number },
): Promise<CartLine | null> {
  const [userId, sessionId] = 'userId' in owner ? [owner.userId, null] : [null, owner.sessionId];
  const index = lineIndexOf(owner);
  const rows = await cartSql(em)
    .with('line', (db) =>
      db
        .insertInto('cart_items')
        .columns(['user_id', 'session_id', 'product_id', 'variant_id', 'quantity'])
        .expression(
          db
            .selectFrom('products as p')
            .select([
              p.cast<number | null>(p.val(userId), 'integer').as('user_id'),
              p.cast<string | null>(p.val(sessionId), 'varchar').as('session_id'),
              'p.id',
              p.cast<string | null>(p.val(line.variantId), 'varchar').as('variant_id'),
              p.cast<number>(p.val(line.quantity), 'integer').as('quantity'),
            ])
            .where('p.id', '=', line.productId)
            .where('p.in_stock', '=', true)
            .where(withinInventory(p.cast<number>(p.val(line.quantity), 'integer'), heldOfProduct(owner, p.ref('p.id')), p.ref('p.inventory'))),
        )
        .onConflict((conflict) =>
          conflict
            .expression(index.key)
            .where(index.where)
            .doUpdateSet((eb) => ({ quantity: eb('cart_items.quantity', '+', eb.ref('excluded.quantity')), updated_at: eb.fn<Date>('now') }))
            // Against the line as it is now: the existing row here is the latest, locked for this update.
            .where((eb) => {
              const quantity = eb('cart_items.quantity', '+', eb.ref('excluded.quantity'));
              const others = heldOfProduct(owner, eb.ref('cart_items.product_id'), eb.ref('cart_items.id'));
              const inventory = eb.selectFrom('products as p').select('p.inventory').whereRef('p.id', '=', 'cart_items.product_id').$asScalar();
              return eb.and([eb(quantity, '<=', MAX_LINE_QUANTITY), withinInventory(quantity, others, inventory)]);
            }),
        )
        .returning(['id', 'quantity', 'product_id', 'variant_id']),
    )
    .selectFrom('line as ci')
    .innerJoin('products as p', 'p.id', 'ci.product_id')
    .select(LINE_COLUMNS)
    .execute();
  return rows[0] ? toCartLine(rows[0]) : null;
}

/**
 * Sets a line's quantity. Null, writing nothing, when the owner has no such line, its product is
 * out of stock, or the product's lines would then hold more than its inventory.
 */
export async function setLineQuantity(em: EntityManager, owner: CartOwner, id: number, quantity: number): Promise<CartLine | null> {
  const rows = await cartSql(em)
    .with('line', (db) =>
      db
        .updateTable('cart_items as ci')
        .from('products as p')
        .set((eb) => ({ quantity, updated_at: eb.fn<Date>('now') }))
        .where('ci.id', '=', id)
        .where(ownedLines(owner, 'ci'))
        .whereRef('p.id', '=', 'ci.product_id')
        .where('p.in_stock', '=', true)
        .where((eb) =>
          withinInventory(eb.cast<number>(eb.val(quantity), 'integer'), heldOfProduct(owner, eb.ref('ci.product_id'), eb.ref('ci.id')), eb.ref('p.inventory')),
        )
        .returning(['ci.id', 'ci.quantity', 'ci.product_id', 'ci.variant_id']),
    )
    .selectFrom('line as ci')
    .innerJoin('products as p', 'p.id', 'ci.product_id')
    .select(LINE_COLUMNS)
    .execute();
  return rows[0] ? toCartLine(rows[0]) : null;
}

/** Whether the owner had the line (and now has not). */
export async function deleteLine(em: EntityManager, owner: CartOwner, id: number): Promise<boolean> {
  const rows = await cartSql(em).deleteFrom('cart_items as ci').where('ci.id', '=', id).where(ownedLines(owner, 'ci')).returning('ci.id').execute();
  return rows.length > 0;
}
