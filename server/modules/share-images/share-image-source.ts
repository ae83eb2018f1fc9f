import { createHash } from 'node:crypto';

/**
 * Which picture a print's share image (1,200 x 630, what a shared link's card shows) is made from, and
 * its address. The print on a wall (its room mockup) where it has one, else the artwork. The address
 * carries a digest of that picture's own address, so when the picture changes the card's address
 * does too, and the image can be cached for good (share-images.ts).
 */

export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

/** Only the shop's own pictures (a path, not //host/...): another origin's would be fetched from there first. */
const isOwnPicture = (url: string | null | undefined): url is string => !!url && url.startsWith('/') && !url.startsWith('//');

export function shareImageSource(product: { imageUrl?: string | null; mockupImages: readonly string[] }): string | null {
  const mockup = product.mockupImages.find((url) => url !== product.imageUrl && isOwnPicture(url));
  return mockup ?? (isOwnPicture(product.imageUrl) ? product.imageUrl : null);
}

export const shareImageVersion = (source: string) => createHash('sha256').update(source).digest('hex').slice(0, 12);

/** `/share/12-3f2a9c01d4e5.jpg`, or null for a print without a picture. */
export function shareImagePath(product: { id: number; imageUrl?: string | null; mockupImages: readonly string[] }): string | null {
  const source = shareImageSource(product);
  return source ? `/share/${product.id}-${shareImageVersion(source)}.jpg` : null;
}
