/**
 * A room mockup: the artwork as a stretched canvas hanging on a softly lit
 * wall above a sofa (landscape pieces) or a sideboard (portrait pieces). The
 * artwork is inlined, because an SVG shown through <img> cannot load anything.
 */
import { darken, lighten, luminance, mix } from './colour.ts';
import { createRng } from '../../src/seeded-random.ts';
import { num, Scene, type Artwork } from './svg.ts';

export interface MockupOptions {
  art: Artwork;
  seed: string;
  /** A colour taken from the artwork, echoed in a cushion or a vase. */
  accent: string;
}

const WALLS = ['#e9e4dc', '#ddd5ca', '#c4c9bb', '#d4c1ae', '#cfcbc4', '#b7bcb8', '#e3ddd3'] as const;
const FABRICS = ['#cbbfae', '#58544f', '#7a7a5e', '#8f5c47', '#46505c', '#b9ae9c'] as const;

/** The room's size in SVG units, and the line where wall meets floor (the wall rooms share them). */
export const W = 1500;
export const H = 1000;
export const FLOOR = H * 0.86;

export function roomMockup(options: MockupOptions): Artwork {
  const rng = createRng(`${options.seed}/room`);
  const scene = new Scene(W, H, rng, 'r');
  const wall = rng.pick(WALLS);
  const aspect = options.art.width / options.art.height;
  const landscape = aspect > 1.05;
  drawWall(scene, wall);
  drawFloor(scene);
  // Sized as a designer would hang it: about two thirds of the furniture width.
  const artW = landscape ? (aspect > 1.8 ? W * 0.56 : aspect > 1.4 ? W * 0.42 : W * 0.37) : H * 0.5 * aspect;
  const artH = artW / aspect;
  const artX = (W - artW) / 2;
  const artY = landscape ? H * 0.53 - artH : H * 0.62 - artH;
  drawCanvas(scene, options.art, artX, artY, artW, artH);
  if (landscape) {
    // The sofa must separate from the wall, so only fabrics with some contrast qualify.
    const fabric = rng.pick(FABRICS.filter((f) => Math.abs(luminance(f) - luminance(wall)) > 0.2));
    drawSofa(scene, fabric, options.accent);
    drawSideTable(scene, rng.chance(0.5) ? 1 : -1, options.accent, rng.chance(0.5));
  } else {
    drawSideboard(scene, options.accent, rng.chance(0.5));
  }
  // Finish the whole room with the same fine grain as a photograph.
  const noise = scene.filter(
    `<feTurbulence type="fractalNoise" baseFrequency=".8" numOctaves="2" seed="${scene.noiseSeed()}"/><feColorMatrix type="saturate" values="0"/>`,
  );
  scene.add(`<rect width="${W}" height="${H}" filter="${noise}" opacity=".08" style="mix-blend-mode:overlay"/>`);
  return scene.finish();
}

/** Plaster wall lit from above the picture, with a soft patch of window light. */
export function drawWall(scene: Scene, wall: string): void {
  const base = scene.linear([
    [0, darken(wall, 0.12)],
    [0.45, wall],
    [1, darken(wall, 0.16)],
  ]);
  scene.add(`<rect width="${W}" height="${num(FLOOR)}" fill="${base}"/>`);
  const wash = scene.radial(
    [
      [0, '#fff8ee', 0.4],
      [1, '#fff8ee', 0],
    ],
    W / 2,
    H * 0.18,
    W * 0.5,
    H * 0.55,
  );
  scene.add(`<rect width="${W}" height="${num(FLOOR)}" fill="${wash}"/>`);
  const soft = scene.filter(`<feGaussianBlur stdDeviation="40"/>`, 'x="-.2" y="-.2" width="1.4" height="1.4"');
  const side = scene.rng.chance(0.5) ? 1 : -1;
  const x0 = side > 0 ? W * 0.02 : W * 0.74;
  scene.add(
    `<path d="M${num(x0)} ${num(H * 0.05)}h${num(W * 0.2)}l${num(W * 0.1 * side)} ${num(H * 0.7)}h${num(-W * 0.2)}z" fill="#fffaf0" opacity=".22" filter="${soft}"/>`,
  );
  const plaster = scene.filter(
    `<feTurbulence type="fractalNoise" baseFrequency=".012" numOctaves="4" seed="${scene.noiseSeed()}"/><feColorMatrix type="saturate" values="0"/>`,
  );
  scene.add(`<rect width="${W}" height="${num(FLOOR)}" filter="${plaster}" opacity=".07" style="mix-blend-mode:multiply"/>`);
  // Skirting board.
  scene.add(
    `<rect y="${num(FLOOR - H * 0.028)}" width="${W}" height="${num(H * 0.028)}" fill="${lighten(wall, 0.25)}"/><rect y="${num(
      FLOOR - H * 0.028,
    )}" width="${W}" height="2" fill="${darken(wall, 0.1)}" opacity=".6"/>`,
  );
}

/** Pale oak boards, darker towards the viewer. */
export function drawFloor(scene: Scene): void {
  const oak = scene.linear([
    [0, '#a88d70'],
    [1, '#7c644d'],
  ]);
  scene.add(`<rect y="${num(FLOOR)}" width="${W}" height="${num(H - FLOOR)}" fill="${oak}"/>`);
  let seams = '';
  for (let i = -12; i <= 12; i++) {
    const x = W / 2 + i * 90;
    seams += `M${num(W / 2 + i * 40)} ${num(FLOOR)}L${num(x + i * 30)} ${H}`;
  }
  scene.add(`<path d="${seams}" stroke="#5e4a38" stroke-width="1.2" opacity=".25"/>`);
  const sheen = scene.linear(
    [
      [0, '#fff', 0.12],
      [1, '#fff', 0],
    ],
    0,
    0,
    0,
    1,
  );
  scene.add(`<rect y="${num(FLOOR)}" width="${W}" height="${num((H - FLOOR) * 0.6)}" fill="${sheen}"/>`);
}

/** The stretched canvas: cast shadow, gallery-wrap edge, the art itself and a faint weave. */
function drawCanvas(scene: Scene, art: Artwork, x: number, y: number, w: number, h: number): void {
  const cast = scene.filter(`<feGaussianBlur stdDeviation="16"/>`, 'x="-.2" y="-.2" width="1.4" height="1.4"');
  const contact = scene.filter(`<feGaussianBlur stdDeviation="3"/>`, 'x="-.1" y="-.1" width="1.2" height="1.2"');
  scene.add(
    `<rect x="${num(x + 10)}" y="${num(y + 22)}" width="${num(w)}" height="${num(h)}" fill="#2a221c" opacity=".32" filter="${cast}"/>`,
  );
  scene.add(
    `<rect x="${num(x + 2)}" y="${num(y + 4)}" width="${num(w)}" height="${num(h)}" fill="#1e1914" opacity=".35" filter="${contact}"/>`,
  );
  scene.add(
    `<svg x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" viewBox="0 0 ${art.width} ${art.height}" preserveAspectRatio="xMidYMid slice"><defs>${art.defs}</defs>${art.body}</svg>`,
  );
  const weave = scene.filter(
    `<feTurbulence type="turbulence" baseFrequency=".9 .9" numOctaves="1" seed="${scene.noiseSeed()}"/><feColorMatrix type="saturate" values="0"/>`,
  );
  scene.add(
    `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" filter="${weave}" opacity=".08" style="mix-blend-mode:multiply"/>`,
  );
  // Light falls from above: the top of the canvas a little brighter, the wrap edges in shade.
  const light = scene.linear([
    [0, '#fff', 0.1],
    [0.5, '#fff', 0],
    [1, '#000', 0.1],
  ]);
  scene.add(`<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" fill="${light}"/>`);
  scene.add(
    `<path d="M${num(x)} ${num(y)}h${num(w)}" stroke="#fff" stroke-width="1.5" opacity=".35"/><path d="M${num(x + w)} ${num(y)}v${num(
      h,
    )}h${num(-w)}" fill="none" stroke="#000" stroke-width="2" opacity=".25"/>`,
  );
}

/** A rounded box with a vertical gradient from a lit top to a shaded base. */
function cushion(scene: Scene, x: number, y: number, w: number, h: number, r: number, colour: string, lift = 0.1): string {
  const fill = scene.linear([
    [0, lighten(colour, lift)],
    [0.6, colour],
    [1, darken(colour, 0.18)],
  ]);
  return `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" rx="${num(r)}" fill="${fill}"/>`;
}

/** A low modern sofa with loose back cushions and two throw pillows. */
export function drawSofa(scene: Scene, fabric: string, accent: string): void {
  const left = W * 0.2;
  const right = W * 0.8;
  const width = right - left;
  const back = H * 0.6;
  const seat = H * 0.72;
  const armTop = H * 0.665;
  const baseBottom = H * 0.83;
  const arm = W * 0.045;
  const shadow = scene.filter(`<feGaussianBlur stdDeviation="14"/>`, 'x="-.2" y="-1" width="1.4" height="3"');
  let markup = `<ellipse cx="${W / 2}" cy="${num(FLOOR + 4)}" rx="${num(width * 0.55)}" ry="${num(H * 0.022)}" fill="#2b2119" opacity=".45" filter="${shadow}"/>`;
  markup += `<rect x="${num(left - 8)}" y="${num(seat)}" width="${num(width + 16)}" height="${num(H * 0.05)}" fill="#000" opacity=".12" filter="${shadow}"/>`;
  for (const lx of [left + arm * 0.8, right - arm * 0.8 - 8]) {
    markup += `<path d="M${num(lx)} ${num(baseBottom - 2)}l3 ${num(FLOOR - baseBottom + 2)}h4l2 ${num(-(FLOOR - baseBottom + 2))}z" fill="#3b2d22"/>`;
  }
  markup += cushion(scene, left + arm * 0.5, baseBottom - H * 0.07, width - arm, H * 0.07, 6, darken(fabric, 0.08), 0.04);
  // The frame behind the loose cushions, so no wall shows between them.
  markup += cushion(scene, left + arm * 0.6, back + 10, width - arm * 1.2, seat - back, 10, darken(fabric, 0.14), 0.02);
  const backs = 3;
  const backW = (width - arm * 2) / backs;
  for (let i = 0; i < backs; i++) {
    markup += cushion(scene, left + arm + i * backW + 2, back, backW - 4, seat - back + 14, 18, fabric, 0.12);
  }
  const seats = 3;
  const seatW = (width - arm * 2) / seats;
  for (let i = 0; i < seats; i++) {
    markup += cushion(scene, left + arm + i * seatW + 2, seat, seatW - 4, H * 0.06, 12, lighten(fabric, 0.04), 0.14);
  }
  markup += cushion(scene, left, armTop, arm * 1.25, baseBottom - armTop, 16, fabric, 0.1);
  markup += cushion(scene, right - arm * 1.25, armTop, arm * 1.25, baseBottom - armTop, 16, fabric, 0.1);
  // Two throw pillows, one picking up the art's accent colour.
  const pillow = (cx: number, colour: string, tilt: number) => {
    const s = H * 0.075;
    const fill = scene.linear([
      [0, lighten(colour, 0.12)],
      [1, darken(colour, 0.15)],
    ]);
    return `<path d="M${num(cx - s)} ${num(seat - s * 1.55)}q${num(s)} ${num(s * 0.14)} ${num(s * 2)} 0q${num(-s * 0.12)} ${num(
      s * 0.8,
    )} 0 ${num(s * 1.6)}q${num(-s)} ${num(-s * 0.14)} ${num(-s * 2)} 0q${num(s * 0.12)} ${num(-s * 0.8)} 0 ${num(-s * 1.6)}z" fill="${fill}" transform="rotate(${tilt} ${num(
      cx,
    )} ${num(seat)})"/>`;
  };
  markup += pillow(left + arm + W * 0.07, mix(accent, fabric, 0.2), -7);
  markup += pillow(right - arm - W * 0.07, mix(fabric, '#f3efe8', 0.55), 6);
  scene.add(markup);
}

/** A linen-shaded table lamp, switched on, with its pool of light on the wall. */
function tableLamp(scene: Scene, cx: number, surface: number, scale: number, accent: string): string {
  const glow = scene.radial(
    [
      [0, '#ffe2b0', 0.55],
      [1, '#ffe2b0', 0],
    ],
    cx,
    surface - 150 * scale,
    260 * scale,
  );
  const base = mix(accent, '#d8d0c4', 0.5);
  const baseFill = scene.linear(
    [
      [0, lighten(base, 0.2)],
      [1, darken(base, 0.25)],
    ],
    0,
    0,
    1,
    0,
  );
  const shade = scene.linear([
    [0, '#f6ecd8'],
    [1, '#e6d2ae'],
  ]);
  const s = scale;
  return (
    `<circle cx="${num(cx)}" cy="${num(surface - 150 * s)}" r="${num(260 * s)}" fill="${glow}"/>` +
    `<path d="M${num(cx - 22 * s)} ${num(surface)}c${num(-26 * s)} ${num(-30 * s)} ${num(-20 * s)} ${num(-70 * s)} ${num(6 * s)} ${num(-86 * s)}h${num(
      32 * s,
    )}c${num(26 * s)} ${num(16 * s)} ${num(32 * s)} ${num(56 * s)} ${num(6 * s)} ${num(86 * s)}z" fill="${baseFill}"/>` +
    `<rect x="${num(cx - 3 * s)}" y="${num(surface - 118 * s)}" width="${num(6 * s)}" height="${num(34 * s)}" fill="#6b5a48"/>` +
    `<path d="M${num(cx - 42 * s)} ${num(surface - 118 * s)}l${num(14 * s)} ${num(-78 * s)}h${num(56 * s)}l${num(14 * s)} ${num(78 * s)}z" fill="${shade}"/>`
  );
}

/** A round side table carrying a stoneware vase of dried grasses or a lit lamp. */
export function drawSideTable(scene: Scene, side: 1 | -1, accent: string, lamp: boolean): void {
  const cx = side > 0 ? W * 0.89 : W * 0.11;
  const top = H * 0.7;
  const r = W * 0.045;
  let markup = `<ellipse cx="${num(cx)}" cy="${num(FLOOR + 3)}" rx="${num(r * 1.1)}" ry="6" fill="#2b2119" opacity=".35"/>`;
  markup += `<rect x="${num(cx - 4)}" y="${num(top)}" width="8" height="${num(FLOOR - top)}" fill="#3a2c21"/>`;
  markup += `<ellipse cx="${num(cx)}" cy="${num(FLOOR - 2)}" rx="${num(r * 0.5)}" ry="5" fill="#3a2c21"/>`;
  markup += `<rect x="${num(cx - r)}" y="${num(top - 8)}" width="${num(r * 2)}" height="10" rx="4" fill="#5a4433"/>`;
  if (lamp) {
    scene.add(markup + tableLamp(scene, cx, top - 8, 0.8, accent));
    return;
  }
  const vase = mix(accent, '#d9d2c6', 0.55);
  const vh = H * 0.1;
  const fill = scene.linear([
    [0, lighten(vase, 0.15)],
    [1, darken(vase, 0.2)],
  ], 0, 0, 1, 0);
  markup += `<path d="M${num(cx - 12)} ${num(top - 8)}c-18 -20 -14 ${num(-vh * 0.6)} 2 ${num(-vh * 0.8)}v${num(-vh * 0.2)}h20v${num(
    vh * 0.2,
  )}c16 ${num(vh * 0.2)} 20 ${num(vh * 0.6)} 2 ${num(vh * 0.8)}z" fill="${fill}"/>`;
  let stems = '';
  const rng = scene.rng;
  for (let i = 0; i < 7; i++) {
    const lean = rng.range(-60, 60);
    const h = H * rng.range(0.16, 0.26);
    stems += `M${num(cx)} ${num(top - vh)}q${num(lean * 0.3)} ${num(-h * 0.6)} ${num(lean)} ${num(-h)}`;
  }
  markup += `<path d="${stems}" fill="none" stroke="#8a7559" stroke-width="2" stroke-linecap="round"/>`;
  scene.add(markup);
}

/** A walnut sideboard with a vase of branches, and books or a lit lamp. */
export function drawSideboard(scene: Scene, accent: string, lamp: boolean): void {
  const left = W * 0.3;
  const right = W * 0.7;
  const top = H * 0.68;
  const bottom = H * 0.83;
  const width = right - left;
  const shadow = scene.filter(`<feGaussianBlur stdDeviation="12"/>`, 'x="-.2" y="-1" width="1.4" height="3"');
  let markup = `<ellipse cx="${W / 2}" cy="${num(FLOOR + 3)}" rx="${num(width * 0.55)}" ry="${num(H * 0.018)}" fill="#2b2119" opacity=".4" filter="${shadow}"/>`;
  for (const lx of [left + 24, right - 32]) markup += `<path d="M${num(lx)} ${num(bottom)}l2 ${num(FLOOR - bottom)}h5l2 ${num(-(FLOOR - bottom))}z" fill="#2f241b"/>`;
  const walnut = scene.linear([
    [0, '#7a5a42'],
    [1, '#563e2d'],
  ]);
  markup += `<rect x="${num(left)}" y="${num(top)}" width="${num(width)}" height="${num(bottom - top)}" rx="3" fill="${walnut}"/>`;
  markup += `<rect x="${num(left)}" y="${num(top)}" width="${num(width)}" height="3" fill="#a07e62" opacity=".7"/>`;
  let doors = '';
  for (let i = 1; i < 4; i++) doors += `M${num(left + (width / 4) * i)} ${num(top + 10)}V${num(bottom - 8)}`;
  markup += `<path d="${doors}" stroke="#3a2a1e" stroke-width="2" opacity=".8"/>`;
  let slats = '';
  for (let x = left + 8; x < right - 8; x += 7) slats += `M${num(x)} ${num(top + 12)}V${num(bottom - 10)}`;
  markup += `<path d="${slats}" stroke="#000" stroke-width="1" opacity=".12"/>`;
  // Vase and branches on the left, books and a small sphere on the right.
  const vx = left + width * 0.1;
  const vase = mix(accent, '#e4ddd2', 0.45);
  const vfill = scene.linear([
    [0, lighten(vase, 0.2)],
    [1, darken(vase, 0.2)],
  ], 0, 0, 1, 0);
  markup += `<path d="M${num(vx - 16)} ${num(top)}c-22 -30 -20 -70 4 -96v-18h24v18c24 26 26 66 4 96z" fill="${vfill}"/>`;
  let branches = '';
  const rng = scene.rng;
  for (let i = 0; i < 5; i++) {
    // Branches lean away from the canvas so they frame it rather than cross it.
    const lean = rng.range(-110, -10);
    const h = rng.range(110, 190);
    const bx = vx - 4 + lean;
    const by = top - 114 - h;
    branches += `M${num(vx - 4)} ${num(top - 114)}q${num(lean * 0.2)} ${num(-h * 0.5)} ${num(lean)} ${num(-h)}`;
    branches += `M${num(bx - lean * 0.3)} ${num(by + h * 0.35)}l${num(rng.range(-30, 30))} ${num(-rng.range(20, 40))}`;
  }
  markup += `<path d="${branches}" fill="none" stroke="#4a3a2c" stroke-width="2.4" stroke-linecap="round"/>`;
  if (lamp) {
    scene.add(markup + tableLamp(scene, left + width * 0.9, top, 0.78, '#cfc6b8'));
    return;
  }
  const bx = left + width * 0.7;
  const books = ['#b8ab96', '#5c6a70', '#9a6a52'];
  books.forEach((colour, i) => {
    markup += `<rect x="${num(bx - 50 + i * 4)}" y="${num(top - 14 * (i + 1))}" width="${num(110 - i * 12)}" height="13" rx="1.5" fill="${colour}"/>`;
  });
  const sphere = scene.radial(
    [
      [0, '#d8d0c4'],
      [1, '#8d8275'],
    ],
    bx + 14,
    top - 66,
    30,
  );
  markup += `<circle cx="${num(bx + 20)}" cy="${num(top - 42 - 20)}" r="20" fill="${sphere}"/>`;
  scene.add(markup);
}
