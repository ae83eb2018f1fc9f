import { z } from 'zod';
import { text } from './text.ts';

/**
 * The print-provider (Printify) calls' shapes (spec sections 3 and 7): what /printify-admin and the
 * admin Products tab read, and the REST paths' response schemas.
 */

/** A Printify product a sync could not bring into the shop: Printify's id, its title, and why, in words an admin can act on. */
export const FailedImport = z.object({ id: z.string(), title: z.string(), reason: z.string() });
export type FailedImport = z.infer<typeof FailedImport>;

/** What a sync did: the others are imported whatever happened to the `failed` ones. */
export const SyncAnswer = z.object({ synced: z.number().int(), publishingFixed: z.number().int(), failed: z.array(FailedImport) });
export type SyncAnswer = z.infer<typeof SyncAnswer>;

export const PublishingProduct = z.object({ id: z.string(), title: z.string(), status: z.string() });
export type PublishingProduct = z.infer<typeof PublishingProduct>;

export const PublishingStatus = z.object({
  total: z.number().int(),
  publishing: z.number().int(),
  publishingProducts: z.array(PublishingProduct),
});
export type PublishingStatus = z.infer<typeof PublishingStatus>;

export const AutoFixAnswer = z.object({ publishingFixed: z.number().int(), stuckProducts: z.number().int() });
export type AutoFixAnswer = z.infer<typeof AutoFixAnswer>;

export const CompletePublishingAnswer = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(['published', 'failed']),
  productId: z.number().int().optional(),
  reason: z.string().optional(),
});
export type CompletePublishingAnswer = z.infer<typeof CompletePublishingAnswer>;

export const PermanentFixAnswer = z.object({ message: z.string(), fixedCount: z.number().int() });
export type PermanentFixAnswer = z.infer<typeof PermanentFixAnswer>;

export const LastSync = z
  .object({
    finishedAt: z.string(),
    synced: z.number().int(),
    publishingFixed: z.number().int(),
    hidden: z.number().int(),
    failed: z.array(FailedImport),
    error: z.string().nullable(),
    requestedBy: z.string().nullable(),
  })
  .nullable();
export type LastSync = z.infer<typeof LastSync>;

/** Whether the print provider is configured: the pages say so instead of failing every call. */
export const PrintifyConfig = z.object({ configured: z.boolean() });

/** A Printify product id as /printify-admin lists it: 24 hexadecimal digits, as Printify makes them. */
export const PrintifyProductIdInput = z
  .object({
    id: text('Product id', { max: 100, required: 'Give the Printify product id' }).regex(
      /^[0-9a-fA-F]{24}$/,
      'A Printify product id is 24 letters a-f and digits, as /printify-admin lists it',
    ),
  })
  .strict();
