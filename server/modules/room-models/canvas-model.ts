import { Document, NodeIO, type vec2, type vec3 } from '@gltf-transform/core';

/**
 * A stretched canvas as a glTF binary, for "View in your room" (issue 40): a box of the canvas's true
 * width, height and depth in metres (glTF's unit), its front printed with the artwork, its four edges
 * printed as Printify prints a canvas's sides by default (`print_on_side: "mirror"`: the band of the
 * picture nearest each edge, mirrored onto the side, so the front shows the whole artwork), and its
 * back plain primed canvas.
 *
 * The front faces +Z and the back lies on z = 0: model-viewer's `ar-placement="wall"` puts a model's
 * back against the wall. x runs from -width/2 to width/2 and y from 0 to height.
 */

export interface CanvasDimensions {
  widthM: number;
  heightM: number;
  depthM: number;
}

/** The back of a canvas: primed cotton, the colour of unbleached linen. */
const BACK_COLOUR = [0.86, 0.82, 0.74, 1] as const;

interface Face {
  corners: [vec3, vec3, vec3, vec3];
  /** Texture coordinates of each corner (glTF's v grows downwards), or none for the plain back. */
  uvs?: [vec2, vec2, vec2, vec2];
}

/**
 * The six faces, each with its corners anticlockwise seen from outside (so the first three give the
 * outward normal), and the texture coordinates that print the artwork on the front and mirror its
 * edge bands onto the sides: a side's corner at the front edge takes the front's edge, its corner at the
 * back edge the point `depth` inside it.
 */
function canvasFaces({ widthM: w, heightM: h, depthM: d }: CanvasDimensions): { printed: Face[]; back: Face } {
  const [l, r] = [-w / 2, w / 2];
  const [du, dv] = [d / w, d / h];
  return {
    printed: [
      { corners: [[l, 0, d], [r, 0, d], [r, h, d], [l, h, d]], uvs: [[0, 1], [1, 1], [1, 0], [0, 0]] },
      { corners: [[r, 0, d], [r, 0, 0], [r, h, 0], [r, h, d]], uvs: [[1, 1], [1 - du, 1], [1 - du, 0], [1, 0]] },
      { corners: [[l, 0, 0], [l, 0, d], [l, h, d], [l, h, 0]], uvs: [[du, 1], [0, 1], [0, 0], [du, 0]] },
      { corners: [[l, h, d], [r, h, d], [r, h, 0], [l, h, 0]], uvs: [[0, 0], [1, 0], [1, dv], [0, dv]] },
      { corners: [[l, 0, 0], [r, 0, 0], [r, 0, d], [l, 0, d]], uvs: [[0, 1 - dv], [1, 1 - dv], [1, 1], [0, 1]] },
    ],
    back: { corners: [[r, 0, 0], [l, 0, 0], [l, h, 0], [r, h, 0]] },
  };
}

const minus = (a: vec3, b: vec3): vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];

function outwardNormal([a, b, c]: Face['corners']): vec3 {
  const [u, v] = [minus(b, a), minus(c, a)];
  const n: vec3 = [u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0]];
  const length = Math.hypot(...n);
  return [n[0] / length, n[1] / length, n[2] / length];
}

/** One primitive of quads: four vertices a face (its own normal), two triangles each. */
function quads(document: Document, faces: Face[]) {
  const positions = faces.flatMap((face) => face.corners.flat());
  const normals = faces.flatMap((face) => Array.from({ length: 4 }, () => outwardNormal(face.corners)).flat());
  const indices = faces.flatMap((_, i) => [0, 1, 2, 0, 2, 3].map((corner) => i * 4 + corner));
  const buffer = document.getRoot().listBuffers()[0];
  const accessor = (type: 'VEC3' | 'VEC2' | 'SCALAR', array: Float32Array<ArrayBuffer> | Uint16Array<ArrayBuffer>) => document.createAccessor().setType(type).setArray(array).setBuffer(buffer ?? null);
  const primitive = document
    .createPrimitive()
    .setAttribute('POSITION', accessor('VEC3', new Float32Array(positions)))
    .setAttribute('NORMAL', accessor('VEC3', new Float32Array(normals)))
    .setIndices(accessor('SCALAR', new Uint16Array(indices)));
  const uvs = faces.flatMap((face) => face.uvs?.flat() ?? []);
  if (uvs.length > 0) primitive.setAttribute('TEXCOORD_0', accessor('VEC2', new Float32Array(uvs)));
  return primitive;
}

/**
 * The part of the artwork a canvas of `dimensions` shows, as texture coordinates: all of it when their
 * shapes agree, else its middle, cut to the canvas's shape (as a print provider fills a canvas).
 */
function coverCrop({ widthM, heightM }: CanvasDimensions, artwork: { width: number; height: number }) {
  const shown = widthM / heightM / (artwork.width / artwork.height);
  // Shapes that differ by less than a pixel in a million are the same shape (24x16 of a 3:2 artwork).
  if (Math.abs(shown - 1) < 1e-6) return (uv: vec2) => uv;
  const [su, sv] = shown < 1 ? [shown, 1] : [1, 1 / shown];
  return ([u, v]: vec2): vec2 => [(1 - su) / 2 + u * su, (1 - sv) / 2 + v * sv];
}

/** The canvas of `dimensions` printed with `artwork` (JPEG bytes of `width` x `height`), as GLB bytes. */
export async function canvasModel(dimensions: CanvasDimensions, artwork: { jpeg: Uint8Array; width: number; height: number }, name: string): Promise<Uint8Array> {
  const document = new Document();
  document.createBuffer();
  const texture = document.createTexture('artwork').setImage(artwork.jpeg).setMimeType('image/jpeg');
  // Canvas is matte: no metal, a rough surface that scatters the room's light.
  const printed = document.createMaterial('printed canvas').setBaseColorTexture(texture).setMetallicFactor(0).setRoughnessFactor(0.9);
  const primed = document.createMaterial('primed back').setBaseColorFactor([...BACK_COLOUR]).setMetallicFactor(0).setRoughnessFactor(1);
  const faces = canvasFaces(dimensions);
  const crop = coverCrop(dimensions, artwork);
  for (const face of faces.printed) face.uvs = face.uvs?.map(crop) as Face['uvs'];
  const mesh = document
    .createMesh('canvas')
    .addPrimitive(quads(document, faces.printed).setMaterial(printed))
    .addPrimitive(quads(document, [faces.back]).setMaterial(primed));
  document.createScene(name).addChild(document.createNode(name).setMesh(mesh));
  return new NodeIO().writeBinary(document);
}
