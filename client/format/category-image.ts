import type { Category } from '../../src/catalogue.ts';

/**
 * Spec section 2: a collection without its own image still gets one, chosen by its name. These are the
 * collection pictures that ship with the shop (client/public/art/categories); keys are lower case.
 */
const FALLBACK_IMAGES: Readonly<Record<string, string>> = {
  europe: '/art/categories/europe.svg',
  usa: '/art/categories/usa.svg',
  'middle east': '/art/categories/middle-east.svg',
  waterfronts: '/art/categories/waterfronts.svg',
  abstract: '/art/categories/abstract.svg',
  landscapes: '/art/categories/landscapes.svg',
  'black & white': '/art/categories/black-white.svg',
};

export const categoryFallbackImage = (name: string): string | null => FALLBACK_IMAGES[name.trim().toLowerCase()] ?? null;

/** The collection's own image, else the one for its name, else none (the card then shows its initial). */
export const categoryImage = (category: Pick<Category, 'name' | 'imageUrl'>): string | null =>
  category.imageUrl ?? categoryFallbackImage(category.name);
