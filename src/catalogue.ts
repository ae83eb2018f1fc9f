import { z } from 'zod';

/**
 * Catalogue shapes as the client reads them (spec section 3) and the inputs that ask for them.
 * Money travels as 2-decimal strings. The REST paths derive their response schemas from these.
 */

const moneyString = z.string().regex(/^\d+\.\d{2}$/);

/** One canvas size of a product, stored in the product's `variants` list. */
export const ProductVariant = z.object({
  id: z.string(),
  /** The size as shown, e.g. `24"x16"`; normalise with size-chart.ts before comparing. */
  size: z.string(),
  price: moneyString,
  isDefault: z.boolean(),
  mockupImages: z.array(z.string()),
  dimensions: z.string().nullable(),
});
export type ProductVariant = z.infer<typeof ProductVariant>;

export const Product = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  price: moneyString,
  priceRange: z.string().nullable(),
  imageUrl: z.string().nullable(),
  mockupImages: z.array(z.string()),
  category: z.string().nullable(),
  createdAt: z.string(),
  inStock: z.boolean(),
  inventory: z.number().int(),
  featured: z.boolean(),
  dimensions: z.string().nullable(),
  tags: z.array(z.string()),
  variants: z.array(ProductVariant),
});
export type Product = z.infer<typeof Product>;

export const Category = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
});
export type Category = z.infer<typeof Category>;

export const ProductListInput = z
  .object({
    category: z.string().trim().min(1).max(100).optional(),
  })
  .strict();
export type ProductListInput = z.infer<typeof ProductListInput>;

export const ProductIdInput = z
  .object({
    id: z.coerce
      .number({ message: 'Product id must be a number' })
      .int('Product id must be a whole number')
      .positive('Product id must be positive')
      .max(2_147_483_647, 'Product id is out of range'),
  })
  .strict();
export type ProductIdInput = z.infer<typeof ProductIdInput>;
