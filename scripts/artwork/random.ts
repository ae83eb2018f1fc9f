/**
 * Seeded randomness. Every artwork is drawn from a string seed so that running
 * the generator twice writes byte-identical files.
 */

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  range(min: number, max: number): number;
  int(min: number, maxInclusive: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** A child generator, so adding draws to one part of a scene does not reshuffle the rest. */
  fork(label: string): Rng;
}

/** FNV-1a: a stable 32-bit hash of the seed text. */
export function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: tiny, fast and good enough for composition choices. */
export function createRng(seed: string): Rng {
  let state = hashSeed(seed);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, maxInclusive) => min + Math.floor(next() * (maxInclusive - min + 1)),
    chance: (probability) => next() < probability,
    pick: <T>(items: readonly T[]): T => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick() from an empty list');
      return item;
    },
    fork: (label) => createRng(`${seed}/${label}`),
  };
}

/**
 * 1D fractal noise in [-1, 1] built by midpoint displacement: the classic way to
 * get believable ridgelines. `roughness` near 0.5 gives alpine crags, lower
 * values give rolling hills.
 */
export function ridgeNoise(rng: Rng, segments: number, roughness: number): number[] {
  const values: number[] = new Array<number>(segments + 1).fill(0);
  values[0] = rng.range(-1, 1);
  values[segments] = rng.range(-1, 1);
  let step = segments;
  let amplitude = 1;
  while (step > 1) {
    const half = step / 2;
    for (let i = half; i < segments; i += step) {
      const mid = ((values[i - half] ?? 0) + (values[i + half] ?? 0)) / 2;
      values[i] = mid + rng.range(-amplitude, amplitude);
    }
    amplitude *= roughness;
    step = half;
  }
  const max = Math.max(...values.map(Math.abs)) || 1;
  return values.map((v) => v / max);
}
