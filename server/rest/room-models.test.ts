import { getBounds, NodeIO } from '@gltf-transform/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { resetDatabase } from '../test/database.ts';
import { createProduct, testApp } from '../test/helpers.ts';
import { NO_SUCH_MODEL } from './room-models.ts';

/** GET /api/products/{id}/ar/{variantId}.glb over HTTP: each offered size's canvas, at its true size. */

let app: App;
let print: { id: number };
const MM = 0.001;
const INCH = 0.0254;

/** The demo's quickest artwork to draw (a 3:2 landscape): one drawing serves the whole file. */
const ARTWORK = '/art/products/monument-valley-last-light.svg';

beforeAll(async () => {
  await resetDatabase();
  app = await testApp();
  print = await createProduct({
    imageUrl: ARTWORK,
    variants: [
      { id: '24x16', size: '24"x16"', price: '120.00', isDefault: true, mockupImages: [], dimensions: null },
      { id: '60x40', size: '60"x40"', price: '489.00', isDefault: false, mockupImages: [], dimensions: null },
      { id: '16x20', size: '16"x20"', price: '99.00', isDefault: false, mockupImages: [], dimensions: null },
    ],
  });
});
afterAll(async () => {
  await app.close();
  // The next file of this worker starts from an empty shop, as it would after its own tests.
  await resetDatabase();
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

async function modelOf(variantId: string) {
  const response = await get(`/api/products/${print.id}/ar/${variantId}.glb`);
  expect(response.statusCode).toBe(200);
  return { response, document: await new NodeIO().readBinary(new Uint8Array(response.rawPayload)) };
}

describe('a size as a canvas model', () => {
  it('is a glTF binary of the canvas at its size in metres, its depth 1.25 inches, printed with the artwork', async () => {
    for (const [variantId, width, height] of [
      ['24x16', 24, 16],
      ['60x40', 60, 40],
      ['16x20', 16, 20],
    ] as const) {
      const { response, document } = await modelOf(variantId);
      expect(response.headers['content-type']).toBe('model/gltf-binary');
      const { min, max } = getBounds(document.getRoot().listScenes()[0]!);
      expect(Math.abs(max[0] - min[0] - width * INCH), variantId).toBeLessThan(MM);
      expect(Math.abs(max[1] - min[1] - height * INCH), variantId).toBeLessThan(MM);
      expect(Math.abs(max[2] - min[2] - 1.25 * INCH), variantId).toBeLessThan(MM);

      const [texture] = document.getRoot().listTextures();
      expect(texture!.getMimeType()).toBe('image/jpeg');
      // The artwork itself: the demo's 3:2 drawing, at most 2048 px a side.
      const picture = await sharp(texture!.getImage()!).metadata();
      expect(picture.format).toBe('jpeg');
      expect(Math.max(picture.width, picture.height)).toBeLessThanOrEqual(2048);
      expect(picture.width / picture.height).toBeCloseTo(1.5, 2);
    }
  });

  it('is cached a week, keyed to the artwork and the size, and answers 304 when the browser has it', async () => {
    const first = await get(`/api/products/${print.id}/ar/24x16.glb`);
    expect(first.headers['cache-control']).toBe('public, max-age=604800');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{16}-24x16"$/);
    const again = await get(`/api/products/${print.id}/ar/24x16.glb`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
    const other = await get(`/api/products/${print.id}/ar/60x40.glb`, { 'if-none-match': etag });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).not.toBe(etag);
  });

  it('is not found for a size the print is not offered in, a held-back one included', async () => {
    const heldBack = await createProduct({
      imageUrl: ARTWORK,
      variants: [{ id: '24x16', size: '24"x16"', price: '120.00', isDefault: true, mockupImages: [], dimensions: null }],
      sizeChecks: [{ variant: { id: '60x40', size: '60"x40"', price: '489.00', isDefault: false, mockupImages: [], dimensions: null }, ppi: 120, verdict: 'held_back' }],
    });
    for (const url of [`/api/products/${heldBack.id}/ar/60x40.glb`, `/api/products/${print.id}/ar/36x24.glb`]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ message: NO_SUCH_MODEL });
    }
    expect((await get(`/api/products/${heldBack.id}/ar/24x16.glb`)).statusCode).toBe(200);
  });

  it('is not found for an unknown, hidden or pictureless print, or an address that names no model', async () => {
    const hidden = await createProduct({ imageUrl: ARTWORK, hidden: true });
    const pictureless = await createProduct({ imageUrl: null });
    for (const url of [
      `/api/products/${hidden.id}/ar/24x16.glb`,
      `/api/products/${pictureless.id}/ar/24x16.glb`,
      '/api/products/2147483647/ar/24x16.glb',
      '/api/products/abc/ar/24x16.glb',
      '/api/products/0/ar/24x16.glb',
      `/api/products/${print.id}/ar/24x16.png`,
      `/api/products/${print.id}/ar/24x16`,
      `/api/products/${print.id}/ar/..%2F24x16.glb`,
      `/api/products/${print.id}/ar/${'9'.repeat(101)}.glb`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ message: NO_SUCH_MODEL });
    }
  });
});
