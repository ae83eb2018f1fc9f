import type { Rng } from '../../src/seeded-random.ts';

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
