/**
 * Hand-tuned, deliberately muted palettes. Scene palettes describe a time of
 * day; abstract palettes are paper plus pigments.
 */
import { grey } from './colour.ts';

export interface ScenePalette {
  zenith: string;
  upper: string;
  horizon: string;
  /** The warm band of light right above the horizon. */
  glow: string;
  sun: string;
  cloud: string;
  cloudLit: string;
  /** The colour distance fades into (atmospheric perspective). */
  haze: string;
  /** The darkest foreground silhouettes. */
  near: string;
  water: string;
  /** Lit windows and lamps. */
  lights: string;
}

export const SCENE_PALETTES = {
  goldenHour: {
    zenith: '#5f6f88', upper: '#b99a98', horizon: '#ecc38f', glow: '#f7d7a2', sun: '#fff1d6',
    cloud: '#9c8088', cloudLit: '#f4c28e', haze: '#e2bfa0', near: '#2d2b33', water: '#48566a', lights: '#f6cf8a',
  },
  duskRose: {
    zenith: '#36415d', upper: '#8f6f85', horizon: '#e3a287', glow: '#f2b68f', sun: '#fbdcc0',
    cloud: '#5e5168', cloudLit: '#e7a086', haze: '#b7909a', near: '#1c1f2b', water: '#2f3a52', lights: '#f3c27c',
  },
  blueHour: {
    zenith: '#18233a', upper: '#34496a', horizon: '#8ea2b8', glow: '#d7c2ae', sun: '#f2ede0',
    cloud: '#26344d', cloudLit: '#8597ae', haze: '#6d819b', near: '#0e1422', water: '#16223a', lights: '#f4c982',
  },
  mistyMorning: {
    zenith: '#8e9ca6', upper: '#bcc4c4', horizon: '#e4ded1', glow: '#f3ebdc', sun: '#fbf5e8',
    cloud: '#aab2b5', cloudLit: '#efe6d6', haze: '#d5d6cf', near: '#3f4c53', water: '#7f8f97', lights: '#f2d39a',
  },
  desertSunset: {
    zenith: '#45537a', upper: '#b98078', horizon: '#e9a873', glow: '#f6c486', sun: '#fde2b6',
    cloud: '#7f5f68', cloudLit: '#f0ac7f', haze: '#d99b84', near: '#35232a', water: '#3d4762', lights: '#f7c77c',
  },
  moonlit: {
    zenith: '#111a2b', upper: '#213049', horizon: '#4f6078', glow: '#8595a6', sun: '#ece7d6',
    cloud: '#1b263a', cloudLit: '#65768d', haze: '#3f4f66', near: '#090e18', water: '#111b2d', lights: '#efc27a',
  },
  nordicDawn: {
    zenith: '#73849c', upper: '#bfb0bb', horizon: '#ecd0bd', glow: '#f6dbc6', sun: '#fff2e2',
    cloud: '#938ea0', cloudLit: '#f1cdbb', haze: '#d4c7c8', near: '#34404e', water: '#5b6a7e', lights: '#f4cf94',
  },
  sageEvening: {
    zenith: '#4e5d63', upper: '#93998c', horizon: '#dcc49a', glow: '#ecd3a4', sun: '#fbedcf',
    cloud: '#737a73', cloudLit: '#e6c394', haze: '#b9b59d', near: '#232a28', water: '#3f4b4c', lights: '#f3cd8a',
  },
} satisfies Record<string, ScenePalette>;

/** The same scene in silver-gelatin greys, for the black & white collection. */
export function monochrome(palette: ScenePalette): ScenePalette {
  const result = { ...palette };
  for (const key of Object.keys(result) as (keyof ScenePalette)[]) result[key] = grey(result[key]);
  return result;
}

export interface AbstractPalette {
  paper: string;
  /** Pigments, strongest first. */
  inks: readonly string[];
}

export const ABSTRACT_PALETTES = {
  terracotta: { paper: '#efe6d7', inks: ['#b9603f', '#d8a25e', '#7d8b6e', '#2f3b43', '#e3c6a4'] },
  oliveGold: { paper: '#ece4d1', inks: ['#5d6a3e', '#c79d3b', '#a2583b', '#2b2a28', '#d9c8a3'] },
  harbourBlue: { paper: '#e9e5dd', inks: ['#23394b', '#5f7d8c', '#c58b69', '#b8c3c0', '#e0cdb4'] },
  blush: { paper: '#f1e8e0', inks: ['#9a6467', '#d6a69b', '#4d5b6a', '#c9a16f', '#e7cfc2'] },
  ember: { paper: '#4a1c1a', inks: ['#a8372a', '#dc7a3e', '#2e100f', '#c85b34', '#e9a25a'] },
  plum: { paper: '#2a2230', inks: ['#6a3e5c', '#c08a5d', '#3c2a3f', '#8d5a6b', '#d6ad7c'] },
  sea: { paper: '#20333b', inks: ['#3f6670', '#9fb8b0', '#152328', '#d2c29e', '#5d8a8a'] },
} satisfies Record<string, AbstractPalette>;
