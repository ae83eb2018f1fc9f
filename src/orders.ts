import { z } from 'zod';

/** How many of their orders, newest first, a signed-in customer asks for (checkout.orders). */
export const MyOrdersInput = z.strictObject({ limit: z.number().int().min(1).max(100).default(20) });

/** Admin lists (e.g. refunds): how many rows to show, newest first. */
export const AdminListInput = z.strictObject({ limit: z.number().int().min(1).max(500).default(100) });
