/**
 * Shared machinery for city skylines: a silhouette builder, lit windows, and
 * the sky-over-water stage every city stands on.
 */
import { drawClouds, drawReflection, drawSky, drawSun, drawWaterSurface, drawWaterTint } from './atmosphere.ts';
import { mix } from './colour.ts';
import type { ScenePalette } from './palettes.ts';
import { freq, num, polyPath, rectPath, type Point, type Scene } from './svg.ts';

/**
 * Collects one depth layer of a city as two paths: the silhouette, and the
 * facades where lit windows may appear.
 */
export class Skyline {
  silhouette = '';
  facades = '';

  /** `unit` is the size of one window bay: the scale of the layer. */
  constructor(readonly unit: number) {}

  shape(d: string): void {
    this.silhouette += d;
  }

  poly(points: readonly Point[]): void {
    this.silhouette += polyPath(points, true, 0);
  }

  /** A plain block; `lit` lets windows show on its face. */
  block(x: number, base: number, w: number, h: number, lit = true): void {
    this.silhouette += rectPath(x, base - h, w, h + 1);
    const m = this.unit * 0.8;
    if (lit && w > m * 3 && h > m * 3) this.facades += rectPath(x + m, base - h + m, w - 2 * m, h - 2 * m);
  }

  /** A town house with a pitched roof and maybe a chimney. */
  gable(x: number, base: number, w: number, h: number, roof: number, chimney: boolean): void {
    this.block(x, base, w, h);
    this.poly([
      { x: x - this.unit * 0.3, y: base - h },
      { x: x + w / 2, y: base - h - roof },
      { x: x + w + this.unit * 0.3, y: base - h },
    ]);
    if (chimney) this.silhouette += rectPath(x + w * 0.68, base - h - roof * 0.85, this.unit * 0.7, roof * 0.6);
  }

  /** A Dutch stepped gable. */
  stepped(x: number, base: number, w: number, h: number, steps: number): void {
    this.block(x, base, w, h);
    const rise = this.unit * 1.1;
    const points: Point[] = [{ x, y: base - h }];
    for (let i = 0; i < steps; i++) {
      const inset = (w / 2) * (i / steps);
      points.push({ x: x + inset, y: base - h - rise * i }, { x: x + inset, y: base - h - rise * (i + 1) });
    }
    const top = base - h - rise * steps;
    points.push({ x: x + w / 2 - this.unit * 0.4, y: top }, { x: x + w / 2 - this.unit * 0.4, y: top - rise * 0.8 });
    points.push({ x: x + w / 2 + this.unit * 0.4, y: top - rise * 0.8 }, { x: x + w / 2 + this.unit * 0.4, y: top });
    for (let i = steps - 1; i >= 0; i--) {
      const inset = (w / 2) * (i / steps);
      points.push({ x: x + w - inset, y: base - h - rise * (i + 1) }, { x: x + w - inset, y: base - h - rise * i });
    }
    this.poly(points);
  }

  /** A Parisian-style mansard: steep trapezoid roof with dormers. */
  mansard(x: number, base: number, w: number, h: number, roof: number): void {
    this.block(x, base, w, h);
    this.poly([
      { x, y: base - h },
      { x: x + roof * 0.35, y: base - h - roof },
      { x: x + w - roof * 0.35, y: base - h - roof },
      { x: x + w, y: base - h },
    ]);
  }

  /** A dome from its springing line, optionally drawn up to a point. */
  dome(cx: number, spring: number, r: number, rise: number, point = 0): void {
    const top = spring - rise;
    this.silhouette += `M${num(cx - r)} ${num(spring + 1)}C${num(cx - r)} ${num(spring - rise * 0.6)} ${num(cx - r * 0.5)} ${num(
      top + point * 0.2,
    )} ${num(cx)} ${num(top - point)}C${num(cx + r * 0.5)} ${num(top + point * 0.2)} ${num(cx + r)} ${num(spring - rise * 0.6)} ${num(
      cx + r,
    )} ${num(spring + 1)}z`;
  }

  /** An onion dome: swelling wider than its neck, drawn to a fine tip. */
  onion(cx: number, spring: number, r: number, h: number): void {
    this.silhouette += `M${num(cx - r * 0.6)} ${num(spring + 1)}C${num(cx - r * 1.3)} ${num(spring - h * 0.3)} ${num(cx - r * 0.9)} ${num(
      spring - h * 0.62,
    )} ${num(cx)} ${num(spring - h)}C${num(cx + r * 0.9)} ${num(spring - h * 0.62)} ${num(cx + r * 1.3)} ${num(spring - h * 0.3)} ${num(
      cx + r * 0.6,
    )} ${num(spring + 1)}z`;
  }

  /** A needle or cone: a triangle from a base width to a tip. */
  spike(cx: number, base: number, w: number, h: number): void {
    this.poly([
      { x: cx - w / 2, y: base + 1 },
      { x: cx, y: base - h },
      { x: cx + w / 2, y: base + 1 },
    ]);
  }
}

/** Lit windows: a grid of panes, thinned by noise so only some rooms are lit. */
export function drawWindows(scene: Scene, facades: string, colour: string, unit: number, density: number): void {
  if (!facades || density <= 0) return;
  const pattern = scene.uid('p');
  const w = unit * 1.6;
  const h = unit * 2.3;
  scene.def(
    `<pattern id="${pattern}" patternUnits="userSpaceOnUse" width="${num(w)}" height="${num(h)}"><rect x="${num(unit * 0.45)}" y="${num(
      unit * 0.6,
    )}" width="${num(unit * 0.7)}" height="${num(unit * 1.05)}" fill="${colour}"/></pattern>`,
  );
  const threshold = 0.62 - density * 0.22;
  const scatter = scene.filter(
    `<feTurbulence type="fractalNoise" baseFrequency="${freq(0.55 / unit)} ${freq(0.35 / unit)}" numOctaves="2" seed="${scene.noiseSeed()}"/><feColorMatrix values="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 14 0 0 0 ${num(
      -14 * threshold,
    )}"/><feComposite in="SourceGraphic" operator="in"/>`,
  );
  scene.add(`<path d="${facades}" fill="url(#${pattern})" filter="${scatter}"/>`);
}

/** Atmospheric colour for a layer at depth t (0 farthest, 1 nearest). */
export function layerColour(palette: ScenePalette, t: number): string {
  return mix(palette.haze, palette.near, 0.2 + 0.8 * t ** 1.2);
}

/** The sky behind a city: gradient, glow, clouds and a low sun or a moon above `sunX`. */
export function citySky(scene: Scene, palette: ScenePalette, light: 'sun' | 'moon', horizonY: number, sunX: number): void {
  const { width, height, rng } = scene;
  drawSky(scene, palette, horizonY, sunX);
  drawClouds(scene, palette, height * 0.03, horizonY * 0.75, rng.range(0.3, 0.75), 0.9);
  const r = Math.min(width, height) * (light === 'sun' ? 0.05 : 0.035);
  const y = light === 'sun' ? horizonY - height * rng.range(0.1, 0.2) : height * rng.range(0.12, 0.22);
  drawSun(scene, palette, sunX, y, r, light);
}

/** Draws the city (the markup in `city`) over water: mirrored, tinted, rippled. */
export function cityOnWater(
  scene: Scene,
  palette: ScenePalette,
  sunX: number,
  city: string,
  waterTop: number,
  glitter: number,
): void {
  const above = scene.uid('g');
  scene.add(`<g id="${above}">${city}</g>`);
  drawReflection(scene, above, waterTop, waterTop, 0.85, 16);
  drawWaterTint(scene, palette, waterTop, 0.75);
  drawWaterSurface(scene, palette, waterTop, sunX, glitter);
}

/** A soft lamp glow; in bounding-box units, so one gradient serves every lamp. */
export function lampGradient(scene: Scene, colour: string): string {
  const id = scene.uid('r');
  scene.def(
    `<radialGradient id="${id}"><stop offset="0" stop-color="#fff8e6"/><stop offset=".12" stop-color="${colour}"/><stop offset=".35" stop-color="${colour}" stop-opacity=".35"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`,
  );
  return `url(#${id})`;
}

/** A row of lamps along a quay, each with its streak of reflection below the waterline. */
export function quayLamps(scene: Scene, colour: string, y: number, waterline: number, count: number, size: number): void {
  const { width, rng } = scene;
  const glow = lampGradient(scene, colour);
  let markup = '';
  for (let i = 0; i < count; i++) {
    const x = ((i + rng.range(0.3, 0.7)) / count) * width;
    markup += `<circle cx="${num(x)}" cy="${num(y)}" r="${num(size)}" fill="${glow}"/><ellipse cx="${num(x)}" cy="${num(
      2 * waterline - y + size,
    )}" rx="${num(size * 0.35)}" ry="${num(size * 2.2)}" fill="${glow}" opacity=".5"/>`;
  }
  scene.add(markup);
}
