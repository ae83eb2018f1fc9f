import { z } from 'zod';

/** A customer's order as the account pages list it (spec section 2: number, item count, status, total). */
export const OrderSummary = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  createdAt: z.date(),
  status: z.string(),
  /** 2-decimal string, as every amount on the wire. */
  total: z.string(),
  itemCount: z.number().int(),
});

export type OrderSummary = z.infer<typeof OrderSummary>;

export const MyOrdersInput = z.strictObject({ limit: z.number().int().min(1).max(100).default(20) });

/** Admin lists (e.g. refunds): how many rows to show, newest first. */
export const AdminListInput = z.strictObject({ limit: z.number().int().min(1).max(500).default(100) });
