import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAt } from '../columns.ts';
import { ProductSchema } from '../catalogue/product.entity.ts';

/**
 * A print's artwork as a raster (kept-artwork.ts): the picture its zoom is cut from and the AR view
 * paints on its canvas. One per print, in PostgreSQL so that every instance serves what any of them
 * made. A row without `data` names an artwork to fetch (a Printify print's, noted by its import).
 */
export const ArtworkSchema = defineEntity({
  name: 'Artwork',
  tableName: 'artworks',
  properties: {
    product: () => p.manyToOne(ProductSchema).primary().ref().deleteRule('cascade'),
    /** Where the raster comes from: the demo's own file (`/art/products/….svg`) or Printify's image address. */
    source: p.text(),
    /** SHA-256 hex of `data`; null until made. */
    digest: p.string().length(64).nullable(),
    width: p.integer().nullable(),
    height: p.integer().nullable(),
    /** A JPEG; null until made. */
    data: p.blob().nullable(),
    /** The source could not be fetched or decoded: no zoom until the print's next import tries it again. */
    failed: p.boolean().default(false),
    createdAt: createdAt(),
  },
});

export type Artwork = InferEntity<typeof ArtworkSchema>;

/**
 * One file of a print's zoom (zoom.ts): its IIIF info.json or one tile, as sharp's IIIF 3 layout wrote
 * it (`0,0,512,512/512,/0/default.jpg`), under the digest of the artwork it was cut from.
 */
export const ZoomTileSchema = defineEntity({
  name: 'ZoomTile',
  tableName: 'zoom_tiles',
  properties: {
    product: () => p.manyToOne(ProductSchema).primary().ref().deleteRule('cascade'),
    digest: p.string().length(64).primary(),
    path: p.string().length(80).primary(),
    data: p.blob(),
  },
});

export type ZoomTile = InferEntity<typeof ZoomTileSchema>;
