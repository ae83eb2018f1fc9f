/**
 * One entry point for every style: a declarative spec plus a seed and a
 * canvas size becomes an Artwork with a viewBox of the canvas's proportions.
 */
import type { CanvasSize } from '../../src/size-chart.ts';
import { abstract, type AbstractOptions } from './abstract.ts';
import { landscape, type LandscapeOptions } from './landscape.ts';
import { createRng } from '../../src/seeded-random.ts';
import { europe, type EuropeOptions } from './skyline-europe.ts';
import { middleEast, type MiddleEastOptions } from './skyline-middle-east.ts';
import { usa, type UsaOptions } from './skyline-usa.ts';
import { Scene, type Artwork } from './svg.ts';
import { waterfront, type WaterfrontOptions } from './waterfront.ts';

export type ArtSpec =
  | ({ style: 'abstract' } & AbstractOptions)
  | ({ style: 'landscape' } & LandscapeOptions)
  | ({ style: 'waterfront' } & WaterfrontOptions)
  | ({ style: 'europe' } & EuropeOptions)
  | ({ style: 'usa' } & UsaOptions)
  | ({ style: 'middle-east' } & MiddleEastOptions);

export interface Proportions {
  width: number;
  height: number;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** A viewBox of exactly the canvas's ratio, with its short side about 1000 units. */
export function proportionsOf(size: CanvasSize): Proportions {
  const [w, h] = size.split('x').map(Number) as [number, number];
  const divisor = gcd(w, h);
  const p = w / divisor;
  const q = h / divisor;
  const k = Math.ceil(1000 / Math.min(p, q));
  return { width: p * k, height: q * k };
}

export function renderArtwork(spec: ArtSpec, seed: string, proportions: Proportions): Artwork {
  const scene = new Scene(proportions.width, proportions.height, createRng(seed));
  switch (spec.style) {
    case 'abstract':
      abstract(scene, spec);
      break;
    case 'landscape':
      landscape(scene, spec);
      break;
    case 'waterfront':
      waterfront(scene, spec);
      break;
    case 'europe':
      europe(scene, spec);
      break;
    case 'usa':
      usa(scene, spec);
      break;
    case 'middle-east':
      middleEast(scene, spec);
      break;
  }
  return scene.finish();
}

/** A colour from the piece for the room to echo (a cushion, a vase). */
export function accentOf(spec: ArtSpec): string {
  return spec.style === 'abstract' ? (spec.palette.inks[0] ?? spec.palette.paper) : spec.palette.upper;
}
