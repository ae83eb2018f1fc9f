import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { ProductSchema } from '../catalogue/product.entity.ts';
import { createdAt, money, serialId } from '../common/columns.ts';
import { OrderSchema } from './order.entity.ts';

export const OrderItemSchema = defineEntity({
  name: 'OrderItem',
  tableName: 'order_items',
  properties: {
    id: serialId(),
    order: () => p.manyToOne(OrderSchema).ref().deleteRule('cascade').index(),
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
