import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { ProductSchema } from '../catalogue/product.entity.ts';
import { createdAt, money, serialId } from '../columns.ts';
import { OrderSchema } from './order.entity.ts';

export const OrderItemSchema = defineEntity({
  name: 'OrderItem',
  tableName: 'order_items',
  indexes: [
    // An order's lines; with what sold beside the order, so the overview's best sellers (back-office/overview.ts)
    // read a range's lines from the index alone.
    {
      name: 'order_items_order_id_index',
      expression: 'create index "order_items_order_id_index" on "order_items" ("order_id") include ("product_id", "variant_id", "quantity", "price")',
    },
    // What sold lately (recommendations/popularity.ts), read from the index alone.
    {
      name: 'order_items_created_at_sales_index',
      expression: 'create index "order_items_created_at_sales_index" on "order_items" ("created_at") include ("order_id", "product_id", "quantity")',
    },
  ],
  properties: {
    id: serialId(),
    order: () => p.manyToOne(OrderSchema).ref().deleteRule('cascade'),
    // Orders keep their products: a product that was sold cannot be deleted, only retired.
    product: () => p.manyToOne(ProductSchema).ref().deleteRule('restrict').index(),
    variantId: p.string().length(100).nullable(),
    quantity: p.integer().check('quantity > 0'),
    /** Unit price charged, taken from the server's catalogue at checkout. */
    price: money(),
    createdAt: createdAt(),
  },
});

export type OrderItem = InferEntity<typeof OrderItemSchema>;
