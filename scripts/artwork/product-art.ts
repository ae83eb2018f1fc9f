/**
 * Which artwork each demo product and collection gets. Keyed by slug so the
 * catalogue data stays free of drawing concerns; the generator checks that
 * every product has an entry.
 */
import type { ArtSpec } from './artwork.ts';
import { ABSTRACT_PALETTES as A, monochrome, SCENE_PALETTES as S } from './palettes.ts';

export const PRODUCT_ART: Record<string, ArtSpec> = {
  'lisbon-rooftops-at-dusk': { style: 'europe', palette: S.duskRose, light: 'sun', character: 'rooftops', bridge: false },
  'florence-dome-golden-hour': { style: 'europe', palette: S.goldenHour, light: 'sun', character: 'dome', bridge: true },
  'prague-spires-by-moonlight': { style: 'europe', palette: S.blueHour, light: 'moon', character: 'spires', bridge: true },
  'amsterdam-gables-first-light': { style: 'europe', palette: S.nordicDawn, light: 'sun', character: 'canal', bridge: false },
  'vienna-evening-towers': { style: 'europe', palette: S.sageEvening, light: 'sun', character: 'rooftops', bridge: false },
  'manhattan-nocturne': { style: 'usa', palette: S.blueHour, light: 'moon', subject: 'skyline' },
  'golden-gate-in-the-fog': { style: 'usa', palette: S.goldenHour, light: 'sun', subject: 'bridge' },
  'monument-valley-last-light': { style: 'usa', palette: S.desertSunset, light: 'sun', subject: 'mesas' },
  'saguaro-twilight': { style: 'usa', palette: S.duskRose, light: 'sun', subject: 'saguaros' },
  'river-city-at-dusk': { style: 'usa', palette: S.duskRose, light: 'sun', subject: 'skyline' },
  'golden-horn-istanbul': { style: 'middle-east', palette: S.goldenHour, light: 'sun', subject: 'mosques' },
  'through-the-arches': { style: 'middle-east', palette: S.desertSunset, light: 'sun', subject: 'arches' },
  'empty-quarter-dunes': { style: 'middle-east', palette: S.desertSunset, light: 'sun', subject: 'dunes' },
  'gulf-marina-blue-hour': { style: 'middle-east', palette: S.blueHour, light: 'moon', subject: 'gulf' },
  'the-long-pier-at-dusk': { style: 'waterfront', palette: S.duskRose, light: 'sun', subject: 'pier' },
  'harbour-morning-light': { style: 'waterfront', palette: S.nordicDawn, light: 'sun', subject: 'harbour' },
  'lighthouse-blue-hour': { style: 'waterfront', palette: S.blueHour, light: 'moon', subject: 'lighthouse' },
  'north-sea-long-exposure': { style: 'waterfront', palette: S.mistyMorning, light: 'sun', subject: 'groyne' },
  'amalfi-sails-golden-hour': { style: 'waterfront', palette: S.goldenHour, light: 'sun', subject: 'harbour' },
  'ember-fields': { style: 'abstract', palette: A.ember, mode: 'colour-field', fields: 2 },
  'terracotta-forms': { style: 'abstract', palette: A.terracotta, mode: 'organic' },
  'harbour-circles': { style: 'abstract', palette: A.harbourBlue, mode: 'geometric' },
  'olive-grove-strata': { style: 'abstract', palette: A.oliveGold, mode: 'strata' },
  'plum-nocturne': { style: 'abstract', palette: A.plum, mode: 'colour-field', fields: 3 },
  'alpine-ridges-golden-hour': { style: 'landscape', palette: S.goldenHour, terrain: 'alpine', light: 'sun', lake: false, trees: 'conifers' },
  'still-lake-morning-mist': { style: 'landscape', palette: S.mistyMorning, terrain: 'highlands', light: 'sun', lake: true, trees: 'conifers' },
  'tuscan-hills-cypress-evening': { style: 'landscape', palette: S.sageEvening, terrain: 'rolling', light: 'sun', lake: false, trees: 'cypress' },
  'moonrise-over-the-pines': { style: 'landscape', palette: S.moonlit, terrain: 'alpine', light: 'moon', lake: true, trees: 'conifers' },
};

/** Collection cards: one fresh piece per category, all 3:2. */
export const CATEGORY_ART: Record<string, ArtSpec> = {
  europe: { style: 'europe', palette: S.goldenHour, light: 'sun', character: 'spires', bridge: true },
  usa: { style: 'usa', palette: S.duskRose, light: 'sun', subject: 'skyline' },
  'middle-east': { style: 'middle-east', palette: S.desertSunset, light: 'sun', subject: 'mosques' },
  waterfronts: { style: 'waterfront', palette: S.goldenHour, light: 'sun', subject: 'pier' },
  abstract: { style: 'abstract', palette: A.blush, mode: 'organic' },
  landscapes: { style: 'landscape', palette: S.nordicDawn, terrain: 'alpine', light: 'sun', lake: true, trees: 'conifers' },
  'black-white': { style: 'waterfront', palette: monochrome(S.mistyMorning), light: 'sun', subject: 'groyne' },
};
