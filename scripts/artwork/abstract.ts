/**
 * Abstract pieces in three traditions: Rothko-like colour fields with
 * feathered, breathing edges; mid-century organic cut-outs in overprinted
 * pigments; and Kandinsky/Bauhaus-leaning geometry, kept sparse.
 */
import { finishSurface } from './atmosphere.ts';
import { darken, lighten, mix } from './colour.ts';
import type { AbstractPalette } from './palettes.ts';
import type { Rng } from '../../src/seeded-random.ts';
import { freq, num, opacityText, smoothPath, type Point, type Scene } from './svg.ts';

export interface AbstractOptions {
  palette: AbstractPalette;
  mode: 'colour-field' | 'organic' | 'geometric' | 'strata';
  /** How many stacked fields a colour-field piece has (default 2). */
  fields?: 2 | 3;
}

export function abstract(scene: Scene, options: AbstractOptions): void {
  const { palette } = options;
  if (options.mode === 'colour-field') colourField(scene, palette, options.fields ?? 2);
  if (options.mode === 'organic') organic(scene, palette);
  if (options.mode === 'geometric') geometric(scene, palette);
  if (options.mode === 'strata') strata(scene, palette);
  finishSurface(scene, 0.2, 0.12);
}

function ink(palette: AbstractPalette, index: number): string {
  return palette.inks[index % palette.inks.length] ?? palette.paper;
}

/** Canvas ground: the paper colour with a faint, uneven wash so it never reads as flat fill. */
function ground(scene: Scene, colour: string): void {
  const { width, height } = scene;
  scene.add(`<rect width="${width}" height="${height}" fill="${colour}"/>`);
  const wash = scene.filter(
    `<feTurbulence type="fractalNoise" baseFrequency="${freq(3 / width)}" numOctaves="4" seed="${scene.noiseSeed()}"/><feColorMatrix type="saturate" values="0"/><feComponentTransfer><feFuncA type="linear" slope="0" intercept=".5"/></feComponentTransfer>`,
  );
  scene.add(`<rect width="${width}" height="${height}" filter="${wash}" opacity=".18" style="mix-blend-mode:soft-light"/>`);
}

/** Feathers and roughens edges as a loaded brush would. */
function brushEdge(scene: Scene, roughness: number, blur: number): string {
  return scene.filter(
    `<feTurbulence type="fractalNoise" baseFrequency="${freq(0.012 * (1500 / scene.width))}" numOctaves="3" seed="${scene.noiseSeed()}"/><feDisplacementMap in="SourceGraphic" scale="${num(
      roughness,
    )}" xChannelSelector="R" yChannelSelector="G"/><feGaussianBlur stdDeviation="${num(blur)}"/>`,
    'x="-.2" y="-.2" width="1.4" height="1.4"',
  );
}

/** Cloudy variation inside a field of paint, lighter and darker patches only where paint is. */
function mottle(scene: Scene, strength: number): string {
  return scene.filter(
    `<feTurbulence type="fractalNoise" baseFrequency="${freq(2.4 / scene.width)} ${freq(6 / scene.width)}" numOctaves="4" seed="${scene.noiseSeed()}"/><feColorMatrix values="0 0 0 0 1 0 0 0 0 1 0 0 0 0 1 ${num(
      strength * 2,
    )} 0 0 0 ${num(-strength * 0.8)}"/><feComposite in2="SourceGraphic" operator="in"/>`,
  );
}

/** Two or three stacked, softly glowing rectangles floating on a deep ground. */
function colourField(scene: Scene, palette: AbstractPalette, count: number): void {
  const { width, height, rng } = scene;
  ground(scene, palette.paper);
  const margin = width * rng.range(0.07, 0.1);
  const top = height * rng.range(0.06, 0.09);
  const gap = height * rng.range(0.035, 0.06);
  const available = height - top * 2 - gap * (count - 1);
  const weights = Array.from({ length: count }, (_, i) => (i === 0 ? rng.range(1.2, 1.7) : rng.range(0.6, 1.1)));
  const total = weights.reduce((a, b) => a + b, 0);
  const edge = brushEdge(scene, width * 0.018, width * 0.005);
  const glow = scene.filter(`<feGaussianBlur stdDeviation="${num(width * 0.03)}"/>`, 'x="-.3" y="-.3" width="1.6" height="1.6"');
  let y = top;
  weights.forEach((weight, i) => {
    const h = (available * weight) / total;
    const colour = ink(palette, i === 0 ? 0 : i === 1 ? 1 : 3);
    const x = margin + rng.range(-0.01, 0.01) * width;
    const w = width - margin * 2;
    // A halo of the field's own colour bleeding into the ground, as thin glazes do.
    scene.add(`<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" fill="${lighten(colour, 0.1)}" opacity=".45" filter="${glow}"/>`);
    scene.add(
      `<g filter="${edge}"><rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" fill="${colour}"/><rect x="${num(
        x,
      )}" y="${num(y)}" width="${num(w)}" height="${num(h)}" fill="#fff" filter="${mottle(scene, 0.5)}" opacity=".22"/><rect x="${num(
        x,
      )}" y="${num(y)}" width="${num(w)}" height="${num(h)}" fill="#000" filter="${mottle(scene, 0.5)}" opacity=".16"/></g>`,
    );
    y += h + gap;
  });
}

/** A closed organic shape around (cx, cy): a pebble, a leaf, a cloud of pigment. */
function blob(rng: Rng, cx: number, cy: number, rx: number, ry: number, lumps: number): string {
  const points: Point[] = [];
  const turn = rng.range(0, Math.PI * 2);
  for (let i = 0; i < lumps; i++) {
    const a = turn + (i / lumps) * Math.PI * 2;
    const r = rng.range(0.78, 1.12);
    points.push({ x: cx + Math.cos(a) * rx * r, y: cy + Math.sin(a) * ry * r });
  }
  return smoothPath(points, true);
}

/** Overlapping organic cut-outs in overprinted inks, with a line and a dot rhythm for counterpoint. */
function organic(scene: Scene, palette: AbstractPalette): void {
  const { width, height, rng } = scene;
  ground(scene, palette.paper);
  const edge = brushEdge(scene, width * 0.006, 0.6);
  const s = Math.min(width, height);
  const shapes: string[] = [];
  const placements: [number, number, number][] = [
    [rng.range(0.25, 0.4), rng.range(0.3, 0.45), 0.32],
    [rng.range(0.55, 0.75), rng.range(0.5, 0.7), 0.28],
    [rng.range(0.2, 0.45), rng.range(0.65, 0.8), 0.2],
    [rng.range(0.6, 0.8), rng.range(0.2, 0.35), 0.16],
    [rng.range(0.45, 0.55), rng.range(0.45, 0.55), 0.12],
  ];
  placements.forEach(([fx, fy, size], i) => {
    const rx = s * size * rng.range(0.8, 1.2);
    const ry = s * size * rng.range(0.7, 1.1);
    const colour = ink(palette, i);
    shapes.push(
      `<path d="${blob(rng, width * fx, height * fy, rx, ry, rng.int(5, 8))}" fill="${colour}" opacity="${opacityText(
        i === 0 ? 0.95 : rng.range(0.8, 0.92),
      )}" style="mix-blend-mode:multiply"/>`,
    );
  });
  // A half sun: the mid-century signature, sitting on a shape's edge.
  const sunR = s * rng.range(0.08, 0.13);
  const sunX = width * rng.range(0.2, 0.8);
  const sunY = height * rng.range(0.15, 0.3);
  shapes.push(
    `<path d="M${num(sunX - sunR)} ${num(sunY)}a${num(sunR)} ${num(sunR)} 0 0 1 ${num(sunR * 2)} 0z" fill="${ink(palette, 1)}" style="mix-blend-mode:multiply"/>`,
  );
  scene.add(`<g filter="${edge}">${shapes.join('')}</g>`);
  // Fine line arcs and a row of dots, the draughtsman's marks over the paint.
  const arcR = s * rng.range(0.25, 0.4);
  const ax = width * rng.range(0.3, 0.7);
  const ay = height * rng.range(0.55, 0.75);
  let lines = '';
  for (let i = 0; i < 4; i++) {
    const r = arcR + i * s * 0.018;
    lines += `M${num(ax - r)} ${num(ay)}a${num(r)} ${num(r)} 0 0 1 ${num(r * 2)} 0`;
  }
  scene.add(`<path d="${lines}" fill="none" stroke="${ink(palette, 3)}" stroke-width="${num(s * 0.0025)}" opacity=".7"/>`);
  let dots = '';
  const dx = width * rng.range(0.1, 0.3);
  const dy = height * rng.range(0.75, 0.9);
  for (let i = 0; i < 7; i++) {
    const r = s * 0.006;
    dots += `M${num(dx + i * s * 0.03 - r)} ${num(dy)}a${num(r)} ${num(r)} 0 1 0 ${num(r * 2)} 0a${num(r)} ${num(r)} 0 1 0 ${num(-r * 2)} 0`;
  }
  scene.add(`<path d="${dots}" fill="${ink(palette, 3)}" opacity=".8"/>`);
}

/** Concentric circles, arcs and crossing lines: a quiet nod to Kandinsky's "Several Circles". */
function geometric(scene: Scene, palette: AbstractPalette): void {
  const { width, height, rng } = scene;
  ground(scene, palette.paper);
  const s = Math.min(width, height);
  const edge = brushEdge(scene, width * 0.004, 0.4);
  const parts: string[] = [];
  const cx = width * rng.range(0.35, 0.6);
  const cy = height * rng.range(0.35, 0.5);
  const R = s * rng.range(0.26, 0.32);
  // A tilted colour block behind the circles anchors the composition.
  const blockW = width * rng.range(0.45, 0.6);
  const blockH = height * rng.range(0.35, 0.5);
  parts.push(
    `<rect x="${num(cx - blockW * rng.range(0.2, 0.8))}" y="${num(cy - blockH * 0.2)}" width="${num(blockW)}" height="${num(
      blockH,
    )}" fill="${ink(palette, 4)}" transform="rotate(${num(rng.range(-8, 8))} ${num(cx)} ${num(cy)})" opacity=".85"/>`,
  );
  for (let i = 0; i < 4; i++) {
    const r = R * (1 - i * 0.22);
    parts.push(
      `<circle cx="${num(cx + i * R * 0.04)}" cy="${num(cy - i * R * 0.03)}" r="${num(r)}" fill="${ink(palette, [3, 0, 4, 1][i] ?? 0)}" opacity="${opacityText(
        i === 0 ? 1 : 0.9,
      )}"/>`,
    );
  }
  for (let i = 0; i < 6; i++) {
    const r = s * rng.range(0.02, 0.07);
    const x = width * rng.range(0.1, 0.9);
    const y = height * rng.range(0.1, 0.9);
    if (Math.hypot(x - cx, y - cy) < R + r) continue;
    parts.push(`<circle cx="${num(x)}" cy="${num(y)}" r="${num(r)}" fill="${ink(palette, rng.int(0, 4))}" opacity=".9" style="mix-blend-mode:multiply"/>`);
  }
  const bx = width * rng.range(0.55, 0.75);
  const by = height * rng.range(0.65, 0.8);
  const br = s * rng.range(0.14, 0.2);
  parts.push(`<path d="M${num(bx - br)} ${num(by)}a${num(br)} ${num(br)} 0 0 1 ${num(br * 2)} 0z" fill="${ink(palette, 2)}" style="mix-blend-mode:multiply"/>`);
  scene.add(`<g filter="${edge}">${parts.join('')}</g>`);
  let lines = '';
  for (let i = 0; i < 3; i++) {
    const x1 = width * rng.range(0, 0.3);
    const y1 = height * rng.range(0.5, 1);
    const x2 = width * rng.range(0.7, 1);
    const y2 = height * rng.range(0, 0.5);
    lines += `M${num(x1)} ${num(y1)}L${num(x2)} ${num(y2)}`;
  }
  scene.add(`<path d="${lines}" stroke="${darken(ink(palette, 3), 0.2)}" stroke-width="${num(s * 0.004)}" opacity=".8"/>`);
  // A small chequer, like a stamped ornament, for rhythm.
  const gx = width * rng.range(0.08, 0.2);
  const gy = height * rng.range(0.08, 0.2);
  const cell = s * 0.018;
  let grid = '';
  for (let r = 0; r < 4; r++) for (let c = 0; c < 4; c++) if ((r + c) % 2 === 0) grid += `M${num(gx + c * cell)} ${num(gy + r * cell)}h${num(cell)}v${num(cell)}h${num(-cell)}z`;
  scene.add(`<path d="${grid}" fill="${ink(palette, 3)}" opacity=".8"/>`);
}

/** Horizontal bands with torn, brushed edges and a low disc: landscape reduced to colour. */
function strata(scene: Scene, palette: AbstractPalette): void {
  const { width, height, rng } = scene;
  ground(scene, palette.paper);
  const torn = brushEdge(scene, width * 0.03, width * 0.002);
  const soft = brushEdge(scene, width * 0.008, width * 0.001);
  const bands = rng.int(4, 6);
  const sunR = Math.min(width, height) * rng.range(0.09, 0.13);
  const horizon = height * rng.range(0.45, 0.55);
  scene.add(
    `<circle cx="${num(width * rng.range(0.3, 0.7))}" cy="${num(horizon - sunR * rng.range(0.4, 1.1))}" r="${num(sunR)}" fill="${ink(
      palette,
      1,
    )}" filter="${soft}"/>`,
  );
  const parts: string[] = [];
  const step = (height - horizon) / bands;
  for (let i = 0; i < bands; i++) {
    const y = horizon + step * i + (i === 0 ? 0 : step * rng.range(-0.2, 0.2));
    const colour = mix(ink(palette, [4, 2, 0, 3, 1, 0][i] ?? 0), palette.paper, rng.range(0, 0.25));
    parts.push(
      `<rect x="${num(-width * 0.05)}" y="${num(y)}" width="${num(width * 1.1)}" height="${num(height - y + 20)}" fill="${colour}"/><rect x="${num(
        -width * 0.05,
      )}" y="${num(y)}" width="${num(width * 1.1)}" height="${num(height - y + 20)}" fill="#fff" filter="${mottle(scene, 0.4)}" opacity=".15"/>`,
    );
  }
  scene.add(`<g filter="${torn}">${parts.join('')}</g>`);
}
