/**
 * SVG building blocks shared by every artwork: compact number and path
 * formatting, gradients, and a Scene that collects <defs> and body markup.
 */
import type { Rng } from '../../src/seeded-random.ts';

export interface Point {
  x: number;
  y: number;
}

/** A finished piece, kept as parts so a room mockup can inline it. */
export interface Artwork {
  width: number;
  height: number;
  defs: string;
  body: string;
}

/** One decimal and no leading zero: the files stay small and identical across runs. */
export function num(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  if (rounded === 0) return '0';
  return String(rounded).replace(/^(-?)0\./, '$1.');
}

/** Opacities need two decimals: the faint washes live between 0.01 and 0.1. */
export function opacityText(value: number): string {
  return String(Math.round(value * 100) / 100).replace(/^0\./, '.');
}

/** Three significant digits, for noise frequencies far below 0.01. */
export function freq(value: number): string {
  return String(Number(value.toPrecision(3))).replace(/^0\./, '.');
}

/**
 * A polyline as one absolute move and relative steps, which is far shorter
 * than absolute coordinates. `decimals` 0 suits large land shapes.
 */
export function polyPath(points: readonly Point[], close = true, decimals: 0 | 1 = 1): string {
  const scale = decimals === 0 ? 1 : 10;
  let d = '';
  let px = 0;
  let py = 0;
  points.forEach((p, i) => {
    const x = Math.round(p.x * scale) / scale;
    const y = Math.round(p.y * scale) / scale;
    d += i === 0 ? `M${num(x)} ${num(y)}` : `l${num(x - px)}${y - py < 0 ? '' : ' '}${num(y - py)}`;
    px = x;
    py = y;
  });
  return close ? `${d}z` : d;
}

/** Catmull-Rom through the points, as cubic Béziers: organic outlines from a handful of points. */
export function smoothPath(points: readonly Point[], closed: boolean, tension = 1): string {
  const count = points.length;
  const at = (i: number): Point => {
    const index = closed ? (i + count) % count : Math.max(0, Math.min(count - 1, i));
    const point = points[index];
    if (!point) throw new Error('smoothPath needs at least two points');
    return point;
  };
  const first = at(0);
  let d = `M${num(first.x)} ${num(first.y)}`;
  const segments = closed ? count : count - 1;
  for (let i = 0; i < segments; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    const k = tension / 6;
    d += `C${num(p1.x + (p2.x - p0.x) * k)} ${num(p1.y + (p2.y - p0.y) * k)} ${num(p2.x - (p3.x - p1.x) * k)} ${num(
      p2.y - (p3.y - p1.y) * k,
    )} ${num(p2.x)} ${num(p2.y)}`;
  }
  return closed ? `${d}z` : d;
}

/** An axis-aligned rectangle on whole units, as a path fragment so many can share one <path>. */
export function rectPath(x: number, y: number, w: number, h: number): string {
  const left = Math.round(x);
  const top = Math.round(y);
  const right = Math.round(x + w);
  const bottom = Math.round(y + h);
  return `M${left} ${top}H${right}V${bottom}H${left}z`;
}

export type Stop = readonly [offset: number, colour: string, opacity?: number];

function stops(list: readonly Stop[]): string {
  return list
    .map(([offset, colour, opacity]) => {
      const alpha = opacity === undefined || opacity === 1 ? '' : ` stop-opacity="${opacityText(opacity)}"`;
      return `<stop offset="${num(offset)}" stop-color="${colour}"${alpha}/>`;
    })
    .join('');
}

export class Scene {
  private readonly defParts: string[] = [];
  private readonly bodyParts: string[] = [];
  private counter = 0;

  constructor(
    readonly width: number,
    readonly height: number,
    readonly rng: Rng,
    /** Distinguishes the ids of an artwork from those of a mockup it is inlined into. */
    private readonly prefix = 'a',
  ) {}

  uid(name: string): string {
    return `${this.prefix}${name}${(this.counter++).toString(36)}`;
  }

  def(markup: string): void {
    this.defParts.push(markup);
  }

  add(markup: string): void {
    this.bodyParts.push(markup);
  }

  /** Runs `draw` and returns the markup it added instead of keeping it, e.g. to wrap it in a group. */
  capture(draw: () => void): string {
    const start = this.bodyParts.length;
    draw();
    return this.bodyParts.splice(start).join('');
  }

  /** A linear gradient; coordinates are fractions of the shape unless `userSpace` is set. */
  linear(list: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1, userSpace = false): string {
    const id = this.uid('l');
    const units = userSpace ? ' gradientUnits="userSpaceOnUse"' : '';
    this.def(
      `<linearGradient id="${id}"${units} x1="${num(x1)}" y1="${num(y1)}" x2="${num(x2)}" y2="${num(y2)}">${stops(list)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** A radial gradient in user space, centred on (cx, cy); rx/ry allow elliptical glows. */
  radial(list: readonly Stop[], cx: number, cy: number, rx: number, ry = rx): string {
    const id = this.uid('r');
    const squash = ry === rx ? '' : ` gradientTransform="translate(${num(cx)} ${num(cy)}) scale(1 ${Math.round((ry / rx) * 1000) / 1000}) translate(${num(-cx)} ${num(-cy)})"`;
    this.def(
      `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${num(cx)}" cy="${num(cy)}" r="${num(rx)}"${squash}>${stops(list)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** Registers a filter body and returns its url(). The region is the element's own box unless given. */
  filter(content: string, region = 'x="0" y="0" width="1" height="1"'): string {
    const id = this.uid('f');
    this.def(`<filter id="${id}" ${region} color-interpolation-filters="sRGB">${content}</filter>`);
    return `url(#${id})`;
  }

  /** A small random seed for feTurbulence, taken from the scene's own stream. */
  noiseSeed(): number {
    return this.rng.int(1, 999);
  }

  finish(): Artwork {
    return {
      width: this.width,
      height: this.height,
      defs: this.defParts.join(''),
      body: this.bodyParts.join(''),
    };
  }
}

/** A standalone SVG file for an artwork. */
export function svgDocument(art: Artwork): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${art.width} ${art.height}" width="${art.width}" height="${art.height}"><defs>${art.defs}</defs>${art.body}</svg>\n`;
}
