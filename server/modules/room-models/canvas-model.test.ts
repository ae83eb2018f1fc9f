import { getBounds, NodeIO, type Document, type Primitive } from '@gltf-transform/core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { canvasModel } from './canvas-model.ts';

const MM = 0.001;

/** A JPEG of `width` x `height`: red on the left half, blue on the right. */
async function twoColourJpeg(width: number, height: number) {
  const half = await sharp({ create: { width: width / 2, height, channels: 3, background: '#0000ff' } }).png().toBuffer();
  const jpeg = await sharp({ create: { width, height, channels: 3, background: '#ff0000' } }).composite([{ input: half, left: width / 2, top: 0 }]).jpeg().toBuffer();
  return { jpeg: new Uint8Array(jpeg), width, height };
}

const read = (glb: Uint8Array): Promise<Document> => new NodeIO().readBinary(glb);

const primitives = (document: Document): Primitive[] => document.getRoot().listMeshes().flatMap((mesh) => mesh.listPrimitives());

/** The texture coordinates of the vertices of `primitive` whose normal is `normal`. */
function uvsFacing(primitive: Primitive, normal: [number, number, number]) {
  const normals = primitive.getAttribute('NORMAL')!;
  const uvs = primitive.getAttribute('TEXCOORD_0')!;
  const found: number[][] = [];
  for (let i = 0; i < normals.getCount(); i++) {
    const n = normals.getElement(i, []);
    if (n.every((value, axis) => Math.abs(value - normal[axis]!) < 1e-6)) found.push(uvs.getElement(i, []));
  }
  return found;
}

describe('a canvas model', () => {
  it('is the canvas at its true size in metres, depth included, with the artwork as its texture', async () => {
    const artwork = await twoColourJpeg(600, 400);
    const document = await read(await canvasModel({ widthM: 60 * 0.0254, heightM: 40 * 0.0254, depthM: 1.25 * 0.0254 }, artwork, 'Harbour'));
    const { min, max } = getBounds(document.getRoot().listScenes()[0]!);
    expect(max[0] - min[0]).toBeCloseTo(1.524, 3);
    expect(Math.abs(max[1] - min[1] - 1.016)).toBeLessThan(MM);
    expect(Math.abs(max[2] - min[2] - 0.03175)).toBeLessThan(MM);
    // The back lies on z = 0, for model-viewer to put against the wall; the front faces the room.
    expect(min[2]).toBe(0);

    const textures = document.getRoot().listTextures();
    expect(textures).toHaveLength(1);
    expect(textures[0]!.getMimeType()).toBe('image/jpeg');
    expect(textures[0]!.getSize()).toEqual([600, 400]);
    const [printed, back] = primitives(document);
    expect(printed!.getMaterial()!.getBaseColorTexture()).toBe(textures[0]);
    expect(back!.getMaterial()!.getBaseColorTexture()).toBeNull();
    expect(back!.getAttribute('TEXCOORD_0')).toBeNull();
  });

  it('prints the whole artwork on the front and mirrors its edge bands onto the sides', async () => {
    const document = await read(await canvasModel({ widthM: 0.6, heightM: 0.4, depthM: 0.03 }, await twoColourJpeg(600, 400), 'Harbour'));
    const [printed] = primitives(document);
    const front = uvsFacing(printed!, [0, 0, 1]);
    expect(front.map(([u]) => u).sort()).toEqual([0, 0, 1, 1]);
    expect(front.map(([, v]) => v).sort()).toEqual([0, 0, 1, 1]);
    // The right side runs from the front's right edge (u = 1) to 3 cm inside it (0.03 / 0.6 of the width).
    const right = uvsFacing(printed!, [1, 0, 0]).map(([u]) => u!);
    expect(Math.max(...right)).toBe(1);
    expect(Math.min(...right)).toBeCloseTo(1 - 0.05, 6);
    const top = uvsFacing(printed!, [0, 1, 0]).map(([, v]) => v!);
    expect(Math.min(...top)).toBe(0);
    expect(Math.max(...top)).toBeCloseTo(0.03 / 0.4, 6);
  });

  it('shows the middle of an artwork of another shape, cut to the canvas as a print is', async () => {
    // A square canvas from a 3:2 artwork: the middle two thirds of its width.
    const document = await read(await canvasModel({ widthM: 0.4, heightM: 0.4, depthM: 0.03 }, await twoColourJpeg(600, 400), 'Harbour'));
    const front = uvsFacing(primitives(document)[0]!, [0, 0, 1]);
    expect(Math.min(...front.map(([u]) => u!))).toBeCloseTo(1 / 6, 6);
    expect(Math.max(...front.map(([u]) => u!))).toBeCloseTo(5 / 6, 6);
    expect(Math.min(...front.map(([, v]) => v!))).toBe(0);
    expect(Math.max(...front.map(([, v]) => v!))).toBe(1);
  });

  it('faces every side outwards', async () => {
    const document = await read(await canvasModel({ widthM: 0.6, heightM: 0.4, depthM: 0.03 }, await twoColourJpeg(600, 400), 'Harbour'));
    for (const primitive of primitives(document)) {
      const positions = primitive.getAttribute('POSITION')!;
      const normals = primitive.getAttribute('NORMAL')!;
      const indices = primitive.getIndices()!.getArray()!;
      for (let t = 0; t < indices.length; t += 3) {
        const [a, b, c] = [0, 1, 2].map((k) => positions.getElement(indices[t + k]!, []));
        const [u, v] = [b!.map((x, i) => x - a![i]!), c!.map((x, i) => x - a![i]!)];
        const winding = [u[1]! * v[2]! - u[2]! * v[1]!, u[2]! * v[0]! - u[0]! * v[2]!, u[0]! * v[1]! - u[1]! * v[0]!];
        const normal = normals.getElement(indices[t]!, []);
        expect(winding.reduce((sum, x, i) => sum + x * normal[i]!, 0)).toBeGreaterThan(0);
      }
    }
  });
});
