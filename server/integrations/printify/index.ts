import { createHmac } from 'node:crypto';
import type { Env } from '../../env.ts';
import { PrintifyApi, type PrintifyApiOptions } from './printify-api.ts';

export * from './printify-api.ts';
export * from './printify-schemas.ts';
export { artworkImageOf, artworkOf, type VariantArtwork } from './artwork.ts';
export { canvasSize, type CanvasSizeOfVariant } from './canvas-size.ts';
export { printifySignature, verifyPrintifySignature } from './webhook-signature.ts';

/** The print provider as the shop uses it: the API, the secret its webhooks are signed with, and where the shop lives. */
export interface Printify {
  api: PrintifyApi;
  webhookSecret: string;
  /** The shop's public address: product handles and the webhook's URL are made from it. */
  shopUrl: string;
  /** The only origin mockup pictures are fetched from (product-pictures.ts). */
  imageOrigin: string;
}

/** Where Printify's mockups live. */
export const PRINTIFY_IMAGE_ORIGIN = 'https://images.printify.com';

export type PrintifyEnv = Pick<Env, 'PRINTIFY_API_TOKEN' | 'PRINTIFY_SHOP_ID' | 'PRINTIFY_WEBHOOK_SECRET' | 'PRINTIFY_API_BASE' | 'PUBLIC_URL'> &
  Partial<Pick<Env, 'PRINTIFY_IMAGE_ORIGIN'>>;

/**
 * Printify when PRINTIFY_API_TOKEN is set, else null (the pages then say the provider is not configured).
 * Without PRINTIFY_WEBHOOK_SECRET, the webhook secret is derived from the session secret, which every
 * instance shares, so whichever instance registers the webhook, all of them verify its deliveries.
 */
export function createPrintify(
  env: PrintifyEnv,
  { sessionSecret, api = {} }: { sessionSecret: string; api?: Partial<PrintifyApiOptions> },
): Printify | null {
  const token = env.PRINTIFY_API_TOKEN;
  if (!token) return null;
  return {
    api: new PrintifyApi({ token, shopId: env.PRINTIFY_SHOP_ID ?? '', apiBase: env.PRINTIFY_API_BASE, ...api }),
    webhookSecret: env.PRINTIFY_WEBHOOK_SECRET ?? createHmac('sha256', sessionSecret).update('printify-webhook').digest('hex'),
    shopUrl: env.PUBLIC_URL,
    imageOrigin: new URL(env.PRINTIFY_IMAGE_ORIGIN ?? PRINTIFY_IMAGE_ORIGIN).origin,
  };
}
