import type { Product } from '../../src/catalogue.ts';

/** The picture that stands for a product: its main image, else its first mockup, else none. */
export function artworkImage(product: Pick<Product, 'imageUrl' | 'mockupImages'>): string | null {
  return product.imageUrl ?? product.mockupImages[0] ?? null;
}
