import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { ProductSchema } from './product.entity.ts';

/**
 * Each colour of a print's palette (products.palette) as its CIELAB point (colour-lab.routine.ts),
 * what `?color=` searches: a GiST index on the points gives those within a ΔE of the colour asked
 * for without reading every palette. Nothing in the application writes it: the products' trigger
 * (colour-lab.routine.ts) keeps it equal to each palette, as category_listings is kept (category-listings.routine.ts).
 */
export const ProductColourSchema = defineEntity({
  name: 'ProductColour',
  tableName: 'product_colours',
  indexes: [{ name: 'product_colours_lab_index', expression: 'create index "product_colours_lab_index" on "product_colours" using gist ("lab")' }],
  properties: {
    product: () => p.manyToOne(ProductSchema).ref().primary().deleteRule('cascade'),
    /** The colour's place in the palette, 1 for the largest share. */
    rank: p.smallint().primary(),
    /** Its share of the picture, 0 to 1. */
    share: p.float(),
    lab: p.string().columnType('cube'),
  },
});

export type ProductColour = InferEntity<typeof ProductColourSchema>;
