import { z } from 'zod';

/**
 * Printify's answers and webhook deliveries as the shop reads them (integrations.md section 1). Only the
 * fields the shop uses are required; everything else is optional or ignored, because Printify's own
 * examples leave out fields (is_locked, external) that real answers carry.
 */

export const PrintifyVariant = z.object({
  id: z.number().int(),
  title: z.string(),
  price: z.number().int(),
  is_enabled: z.boolean().default(true),
  is_default: z.boolean().default(false),
  is_available: z.boolean().optional(),
  options: z.array(z.number().int()).default([]),
});
export type PrintifyVariant = z.infer<typeof PrintifyVariant>;

export const PrintifyProduct = z.object({
  id: z.string().min(1),
  title: z.string(),
  description: z.string().nullish(),
  tags: z.array(z.string()).default([]),
  options: z
    .array(
      z.object({
        name: z.string(),
        type: z.string(),
        values: z.array(z.object({ id: z.number().int(), title: z.string() })),
      }),
    )
    .default([]),
  variants: z.array(PrintifyVariant),
  images: z
    .array(
      z.object({
        src: z.string(),
        variant_ids: z.array(z.number().int()).default([]),
        is_default: z.boolean().optional(),
      }),
    )
    .default([]),
  /**
   * The artwork placed on each group of variants. Printify's answers carry each uploaded image's pixel
   * size and type (`width`, `height`, `type`); the shop reads them to hold back sizes that would print soft.
   */
  print_areas: z
    .array(
      z.object({
        variant_ids: z.array(z.number().int()).default([]),
        placeholders: z
          .array(
            z.object({
              position: z.string().optional(),
              images: z
                .array(
                  z.object({
                    type: z.string().optional(),
                    width: z.number().positive().optional(),
                    height: z.number().positive().optional(),
                    /** Where Printify keeps the uploaded image (on its image host); the shop's zoom is cut from it. */
                    src: z.string().optional(),
                  }),
                )
                .default([]),
            }),
          )
          .default([]),
      }),
    )
    .default([]),
  visible: z.boolean().optional(),
  is_locked: z.boolean().default(false),
  is_deleted: z.boolean().optional(),
  external: z.object({ id: z.string(), handle: z.string() }).nullish(),
});
export type PrintifyProduct = z.infer<typeof PrintifyProduct>;

/** Laravel-style pagination; `from` and `to` are null on an empty page. */
export const PrintifyPage = <T extends z.ZodType>(item: T) =>
  z.object({
    current_page: z.number().int(),
    last_page: z.number().int(),
    data: z.array(item),
  });

export const PrintifyWebhook = z.object({
  id: z.string(),
  topic: z.string(),
  url: z.string(),
  shop_id: z.union([z.number(), z.string()]).optional(),
});
export type PrintifyWebhook = z.infer<typeof PrintifyWebhook>;

/** What creating an order answers: its id is all the shop keeps. */
export const PrintifyOrderCreated = z.object({ id: z.string().min(1) });

/**
 * An order as listed. Whether the list carries `external_id` is unverified, so the shop also sends its
 * order number as `label` and matches either (GUESS, integrations.md section 1 lists both as order fields).
 */
export const PrintifyOrderSummary = z.object({
  id: z.string(),
  external_id: z.string().nullish(),
  label: z.string().nullish(),
  status: z.string().optional(),
});

export const PrintifyOrderBody = z.object({
  external_id: z.string(),
  label: z.string(),
  line_items: z.array(z.object({ product_id: z.string(), variant_id: z.number().int(), quantity: z.number().int().positive() })).min(1),
  shipping_method: z.number().int(),
  send_shipping_notification: z.boolean(),
  address_to: z.object({
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    phone: z.string(),
    country: z.string(),
    region: z.string(),
    address1: z.string(),
    address2: z.string(),
    city: z.string(),
    zip: z.string(),
  }),
});
export type PrintifyOrderBody = z.infer<typeof PrintifyOrderBody>;

/** Every delivery: `{ id, type, created_at, resource: { id, type, data } }`. */
export const PrintifyEvent = z.object({
  id: z.string().min(1).max(100),
  type: z.string().min(1).max(100),
  /** When Printify made the event, e.g. `2022-05-17 15:00:00+00:00`: signed with the body, unlike the X-Pfy-Eventid header. */
  created_at: z.string().max(40).refine((text) => !Number.isNaN(eventTime(text)), 'created_at is not a time'),
  resource: z.object({
    id: z.union([z.string(), z.number()]).transform(String),
    type: z.string().optional(),
    data: z.record(z.string(), z.unknown()).nullish(),
  }),
});
export type PrintifyEvent = z.infer<typeof PrintifyEvent>;

/** Milliseconds since the epoch of Printify's `2022-05-17 15:00:00+00:00` (or ISO 8601); NaN when unreadable. */
export function eventTime(text: string): number {
  return Date.parse(text.replace(' ', 'T'));
}

/** `data` of order:shipment:created and order:shipment:delivered. */
export const ShipmentData = z.object({
  shipped_at: z.string().nullish(),
  delivered_at: z.string().nullish(),
  carrier: z
    .object({
      code: z.string().max(100).nullish(),
      tracking_number: z.string().max(100).nullish(),
      tracking_url: z.string().max(500).nullish(),
    })
    .nullish(),
  skus: z.array(z.string()).nullish(),
});

/** `data` of order:updated. */
export const OrderUpdatedData = z.object({ status: z.string().max(50) });

/** Printify's error body: `{ status, code, message, errors: { reason, code } }`. */
export const PrintifyErrorBody = z.object({
  code: z.number().optional(),
  message: z.string().optional(),
  errors: z.object({ reason: z.string().optional(), code: z.number().optional() }).partial().nullish(),
});
