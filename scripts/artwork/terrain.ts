/** Land shapes shared by landscapes, waterfronts and desert scenes. */
import type { Rng } from '../../src/seeded-random.ts';
import { ridgeNoise } from './random.ts';
import { num, polyPath, type Point, type Scene } from './svg.ts';

export interface RidgeOptions {
  width: number;
  /** The lowest level the ridge dips to. */
  baseY: number;
  /** How far above baseY the highest peak rises. */
  amplitude: number;
  /** 0.3 rolling hills to 0.6 jagged crags. */
  roughness: number;
  segments: number;
  /** Optional dominant summit: its x position (fraction of width) and how pointed it is. */
  summit?: { at: number; weight: number };
}

/** The top edge of a land layer, left to right, a little wider than the canvas. */
export function ridgeLine(rng: Rng, options: RidgeOptions): Point[] {
  const { width, baseY, amplitude, roughness, segments, summit } = options;
  const noise = ridgeNoise(rng, segments, roughness);
  return noise.map((v, i) => {
    const u = i / segments;
    let lift = (v + 1) / 2;
    if (summit) {
      const distance = Math.abs(u - summit.at);
      lift = lift * (1 - summit.weight) + summit.weight * Math.max(0, 1 - distance * 2.6) ** 1.4;
    }
    return { x: -width * 0.02 + u * width * 1.04, y: baseY - amplitude * lift };
  });
}

/** Closes a ridge line down to the bottom edge so it can be filled. */
export function landPath(ridge: readonly Point[], bottom: number): string {
  const first = ridge[0];
  const last = ridge[ridge.length - 1];
  if (!first || !last) return '';
  return polyPath([{ x: first.x, y: bottom }, ...ridge, { x: last.x, y: bottom }], true, 0);
}

/** The height of a ridge at x, by linear interpolation. */
export function ridgeAt(ridge: readonly Point[], x: number): number {
  for (let i = 1; i < ridge.length; i++) {
    const a = ridge[i - 1];
    const b = ridge[i];
    if (a && b && x <= b.x) return a.y + ((b.y - a.y) * (x - a.x)) / (b.x - a.x || 1);
  }
  return ridge[ridge.length - 1]?.y ?? 0;
}

/**
 * The ridge re-drawn as a forest edge: a continuous zigzag of conifer tips and
 * shoulders. Kept as one outline (four points a tree) so a dense
 * forest costs a few kilobytes, and filled like the land it stands on.
 */
export function treeline(rng: Rng, ridge: readonly Point[], width: number, treeHeight: number): Point[] {
  const points: Point[] = [];
  let x = -width * 0.02;
  while (x < width * 1.02) {
    // Trees grow in stands: a slow wave in height keeps the edge from looking like a comb.
    const stand = 0.45 + 0.55 * Math.sin(x / (width * 0.05)) ** 2;
    const h = treeHeight * stand * rng.range(0.6, 1.15);
    // A floor on the width keeps distant forests from costing hundreds of tiny trees.
    const w = Math.max(h * rng.range(0.34, 0.46), width / 130);
    const ground = ridgeAt(ridge, x);
    points.push({ x: x - w * 0.5, y: ground - h * rng.range(0.1, 0.3) });
    points.push({ x: x - w * 0.22, y: ground - h * 0.5 });
    points.push({ x, y: ground - h });
    points.push({ x: x + w * 0.22, y: ground - h * 0.5 });
    x += w * rng.range(0.45, 0.8);
  }
  return points;
}

/** An Italian cypress: a tall flame. */
export function cypress(x: number, base: number, h: number): string {
  const w = h * 0.13;
  return `M${num(x - w * 0.35)} ${num(base)}C${num(x - w * 1.1)} ${num(base - h * 0.45)} ${num(x - w * 0.3)} ${num(
    base - h * 0.9,
  )} ${num(x)} ${num(base - h)}C${num(x + w * 0.3)} ${num(base - h * 0.9)} ${num(x + w * 1.1)} ${num(
    base - h * 0.45,
  )} ${num(x + w * 0.35)} ${num(base)}z`;
}

/** A few distant birds: the smallest touch of life, drawn as two shallow curves each. */
export function birds(scene: Scene, colour: string, x: number, y: number, spread: number, count: number): void {
  const { rng } = scene;
  let d = '';
  for (let i = 0; i < count; i++) {
    const bx = x + rng.range(-spread, spread);
    const by = y + rng.range(-spread * 0.35, spread * 0.35);
    const s = rng.range(5, 10) * (scene.width / 1500);
    const lift = rng.range(0.2, 0.6) * s;
    d += `M${num(bx - s)} ${num(by - lift)}q${num(s * 0.5)} ${num(-lift * 0.4)} ${num(s)} ${num(lift)}q${num(
      s * 0.5,
    )} ${num(-lift * 1.4)} ${num(s)} ${num(-lift)}`;
  }
  scene.add(
    `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${num(1.6 * (scene.width / 1500))}" stroke-linecap="round" opacity=".75"/>`,
  );
}

/**
 * A ridge that rises only between `from` and `to` (fractions of the width) and
 * melts into the baseline elsewhere: a headland or far shore on a sea horizon.
 */
export function headland(
  rng: Rng,
  width: number,
  baseY: number,
  from: number,
  to: number,
  amplitude: number,
  roughness: number,
): Point[] {
  const ridge = ridgeLine(rng, { width, baseY, amplitude, roughness, segments: 64 });
  return ridge.map((p) => {
    const u = (p.x / width - from) / (to - from);
    const inside = Math.max(0, Math.min(1, Math.min(u, 1 - u) * 5));
    const envelope = inside * inside * (3 - 2 * inside);
    return { x: p.x, y: baseY - (baseY - p.y) * envelope };
  });
}
