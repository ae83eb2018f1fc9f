/**
 * Old-world European cities on a river: domes and lanterns, gothic spires,
 * onion towers and bell towers over steep roofs, with an arched stone bridge.
 */
import { drawReflection, finishSurface } from './atmosphere.ts';
import { mix } from './colour.ts';
import type { ScenePalette } from './palettes.ts';
import type { Rng } from '../../src/seeded-random.ts';
import { citySky, cityOnWater, drawWindows, layerColour, quayLamps, Skyline } from './skyline.ts';
import { num, type Scene } from './svg.ts';

export interface EuropeOptions {
  palette: ScenePalette;
  light: 'sun' | 'moon';
  /** Which landmarks dominate: a great dome, a forest of spires, hillside rooftops, or flat canal-side gables. */
  character: 'dome' | 'spires' | 'rooftops' | 'canal';
  bridge: boolean;
}

function cathedralDome(s: Skyline, cx: number, base: number, size: number): void {
  s.block(cx - size * 1.05, base, size * 2.1, size * 0.5);
  s.block(cx - size * 0.62, base - size * 0.5, size * 1.24, size * 0.16, false);
  s.block(cx - size * 0.42, base - size * 0.66, size * 0.84, size * 0.26, false);
  s.dome(cx, base - size * 0.9, size * 0.44, size * 0.5, size * 0.03);
  s.block(cx - size * 0.06, base - size * 1.38, size * 0.12, size * 0.16, false);
  s.spike(cx, base - size * 1.54, size * 0.07, size * 0.16);
}

function gothicSpire(s: Skyline, cx: number, base: number, size: number): void {
  const w = size * 0.2;
  s.block(cx - w / 2, base, w, size * 0.58);
  s.block(cx - w * 0.42, base - size * 0.58, w * 0.84, size * 0.1, false);
  s.spike(cx, base - size * 0.68, w * 0.82, size * 0.62);
  s.spike(cx - w * 0.46, base - size * 0.58, w * 0.14, size * 0.16);
  s.spike(cx + w * 0.46, base - size * 0.58, w * 0.14, size * 0.16);
}

/** A cathedral front with twin spires and its long nave behind. */
function twinSpires(s: Skyline, cx: number, base: number, size: number): void {
  s.block(cx - size * 0.2, base, size * 0.9, size * 0.32);
  s.poly([
    { x: cx - size * 0.2, y: base - size * 0.32 },
    { x: cx + size * 0.25, y: base - size * 0.5 },
    { x: cx + size * 0.7, y: base - size * 0.32 },
  ]);
  gothicSpire(s, cx - size * 0.22, base, size);
  gothicSpire(s, cx + size * 0.05, base, size * 0.96);
}

/** A baroque tower: square shaft, onion dome, lantern and a smaller onion. */
function onionTower(s: Skyline, cx: number, base: number, size: number): void {
  const w = size * 0.2;
  s.block(cx - w / 2, base, w, size * 0.6);
  s.onion(cx, base - size * 0.6, w * 0.7, size * 0.22);
  s.block(cx - w * 0.12, base - size * 0.8, w * 0.24, size * 0.08, false);
  s.onion(cx, base - size * 0.88, w * 0.3, size * 0.1);
  s.spike(cx, base - size * 0.97, w * 0.06, size * 0.08);
}

/** An Italian campanile: tall, plain, with an open belfry and a low pyramid cap. */
function campanile(s: Skyline, cx: number, base: number, size: number): void {
  const w = size * 0.16;
  s.block(cx - w / 2, base, w, size * 0.82);
  s.block(cx - w * 0.58, base - size * 0.82, w * 1.16, size * 0.03, false);
  s.spike(cx, base - size * 0.85, w * 1.05, size * 0.1);
}

/**
 * Houses along a (possibly sloping) ground line, from x = from to x = to.
 * Roof types mix gables, mansards, stepped gables and flat cornices, and the
 * occasional taller block breaks the roofline the way real streets do.
 */
function houses(
  s: Skyline,
  rng: Rng,
  from: number,
  to: number,
  ground: (x: number) => number,
  unit: number,
  storeys: readonly [number, number],
  flatChance: number,
): void {
  let x = from;
  while (x < to) {
    const w = unit * rng.range(4, 8);
    const tall = rng.chance(0.12) ? 2 : 0;
    const h = unit * 2.3 * (rng.int(storeys[0], storeys[1]) + tall) + unit;
    const base = Math.max(ground(x), ground(x + w)) + unit;
    const kind = rng.next();
    if (kind < flatChance) s.block(x, base, w, h);
    else if (kind < flatChance + 0.2) s.mansard(x, base, w, h, unit * rng.range(1.8, 3));
    else if (kind < flatChance + 0.32) s.stepped(x, base, w, h, rng.int(2, 3));
    else s.gable(x, base, w, h, w * rng.range(0.22, 0.42), rng.chance(0.5));
    x += w * rng.range(0.8, 1);
  }
}

/** Picks one of the lesser landmarks that punctuate the roofline. */
function landmark(s: Skyline, rng: Rng, character: EuropeOptions['character'], cx: number, base: number, size: number): void {
  const choices =
    character === 'spires'
      ? [gothicSpire, onionTower, gothicSpire]
      : character === 'dome'
        ? [campanile, gothicSpire, onionTower]
        : character === 'canal'
          ? [gothicSpire, campanile]
          : [campanile, onionTower, gothicSpire];
  rng.pick(choices)(s, cx, base, size);
}

/** An arched stone bridge in the foreground; the arches are cut out so water shows through. */
function stoneBridge(scene: Scene, palette: ScenePalette, waterline: number, statues: boolean): string {
  const { width, height, rng } = scene;
  const u = height / 1000;
  const deckTop = waterline - u * 48;
  const parapet = u * 7;
  const span = u * rng.range(80, 110);
  const pier = u * 18;
  const spring = waterline - u * 12;
  const rise = span * 0.3;
  const to = width * 1.05;
  let d = `M${num(-width * 0.05)} ${num(deckTop - parapet)}H${num(to)}V${num(waterline + 2)}H${num(-width * 0.05)}z`;
  let figures = '';
  for (let x = -width * 0.05 + pier; x + span < to; x += span + pier) {
    d += `M${num(x)} ${num(waterline + 3)}V${num(spring)}A${num(span / 2)} ${num(rise)} 0 0 1 ${num(x + span)} ${num(spring)}V${num(
      waterline + 3,
    )}z`;
    if (statues) {
      // Saints on their pedestals above each pier, as on Prague's old bridge.
      const sx = x - pier / 2;
      figures += `M${num(sx - u * 4)} ${num(deckTop - parapet)}v${num(-u * 8)}h${num(u * 8)}v${num(u * 8)}zM${num(sx - u * 3)} ${num(
        deckTop - parapet - u * 8,
      )}l${num(u * 2)} ${num(-u * 18)}l${num(u * 2)} ${num(-u * 2)}l${num(u * 2)} ${num(u * 20)}z`;
    }
  }
  const colour = mix(palette.near, palette.haze, 0.22);
  const fill = scene.linear([
    [0, mix(colour, palette.glow, 0.15)],
    [0.3, colour],
  ]);
  return `<path d="${d}${figures}" fill="${fill}" fill-rule="evenodd"/>`;
}

export function europe(scene: Scene, options: EuropeOptions): void {
  const { width, height, rng } = scene;
  const { palette, character } = options;
  const portrait = height > width;
  const waterTop = height * (portrait ? 0.72 : 0.74);
  // One window bay on the nearest houses; farther layers scale down from it.
  const u = height * 0.009;
  const lit = options.light === 'moon' ? 0.85 : 0.4;
  const sunX = width * rng.range(0.2, 0.8);
  // Hillside cities climb away from the river; river cities stay flat.
  const hill = { rooftops: 0.16, spires: 0.1, dome: 0.02, canal: 0 }[character] * height;
  const hillAt = rng.range(0.3, 0.7);
  const ground = (x: number, scale: number) =>
    waterTop - hill * scale * Math.max(0, 1 - ((x / width - hillAt) / 0.6) ** 2);
  const groundPath = (scale: number) => {
    let d = `M-20 ${num(waterTop + 1)}`;
    for (let x = -20; x <= width + 20; x += width / 40) d += `L${num(x)} ${num(ground(x, scale))}`;
    return `${d}L${num(width + 20)} ${num(waterTop + 1)}z`;
  };

  const city = scene.capture(() => {
    citySky(scene, palette, options.light, waterTop - hill * 0.6, sunX);

    const far = new Skyline(u * 0.5);
    far.shape(groundPath(1));
    houses(far, rng, -20, width + 20, (x) => ground(x, 1), u * 0.5, [2, 4], 0.4);
    for (let i = 0, n = rng.int(2, 4); i < n; i++) {
      const x = width * ((i + rng.range(0.2, 0.8)) / n);
      landmark(far, rng, character, x, ground(x, 1), height * rng.range(0.09, 0.14));
    }
    scene.add(`<path d="${far.silhouette}" fill="${layerColour(palette, 0.12)}"/>`);
    drawWindows(scene, far.facades, mix(palette.lights, palette.haze, 0.4), u * 0.5, lit * 0.5);

    const mid = new Skyline(u * 0.75);
    const heroX = width * rng.range(0.32, 0.68);
    const heroBase = ground(heroX, 0.65);
    mid.shape(groundPath(0.65));
    if (character === 'dome') cathedralDome(mid, heroX, heroBase, height * (portrait ? 0.16 : 0.22));
    else if (character === 'spires') twinSpires(mid, heroX, heroBase, height * (portrait ? 0.25 : 0.32));
    else if (character === 'canal') gothicSpire(mid, heroX, heroBase, height * (portrait ? 0.3 : 0.34));
    else onionTower(mid, heroX, heroBase, height * 0.26);
    // Lesser landmarks alternate either side of the hero, wrapping round so none falls off the canvas.
    for (let i = 0, n = rng.int(2, 3); i < n; i++) {
      const x = (heroX + width * (0.22 + i * 0.27) * (i % 2 === 0 ? 1 : -1) + width) % width;
      landmark(mid, rng, character, x, ground(x, 0.65), height * rng.range(0.16, 0.22));
    }
    houses(mid, rng, -20, width + 20, (x) => ground(x, 0.65), u * 0.75, [2, 4], 0.35);
    scene.add(`<path d="${mid.silhouette}" fill="${layerColour(palette, 0.5)}"/>`);
    drawWindows(scene, mid.facades, mix(palette.lights, palette.haze, 0.2), u * 0.75, lit * 0.7);

    const near = new Skyline(u);
    // Canal houses are tall, narrow and gabled; elsewhere the street mixes flat roofs in.
    houses(near, rng, -20, width + 20, (x) => ground(x, 0.2), u, character === 'canal' ? [3, 5] : [2, 5], character === 'canal' ? 0.05 : 0.3);
    near.shape(`M-20 ${num(waterTop - u * 0.7)}H${num(width + 20)}V${num(waterTop + 2)}H-20z`);
    scene.add(`<path d="${near.silhouette}" fill="${layerColour(palette, 0.8)}"/>`);
    drawWindows(scene, near.facades, palette.lights, u, lit);
  });
  cityOnWater(scene, palette, sunX, city, waterTop, options.light === 'sun' ? 0.7 : 0.35);
  quayLamps(scene, palette.lights, waterTop - u * 1.4, waterTop, Math.round(width / 110), u * 1.8);
  if (options.bridge) {
    const waterline = waterTop + height * 0.085;
    const group = scene.uid('g');
    scene.add(`<g id="${group}">${stoneBridge(scene, palette, waterline, character === 'spires')}</g>`);
    drawReflection(scene, group, waterline, waterline, 0.55, 12);
  }
  finishSurface(scene, 0.16, 0.22);
}
