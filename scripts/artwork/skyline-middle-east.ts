/**
 * Middle Eastern scenes: Ottoman domes and pencil minarets over the water, a
 * view out through a pointed arcade, wind-shaped dunes, and a Gulf skyline.
 */
import {
  drawClouds,
  drawGroundTexture,
  drawMist,
  drawSky,
  drawSun,
  finishSurface,
} from './atmosphere.ts';
import { mix } from './colour.ts';
import type { ScenePalette } from './palettes.ts';
import type { Rng } from '../../src/seeded-random.ts';
import { citySky, cityOnWater, drawWindows, lampGradient, layerColour, Skyline } from './skyline.ts';
import { towers } from './skyline-usa.ts';
import { freq, num, type Point, type Scene } from './svg.ts';
import { birds, headland, landPath } from './terrain.ts';

export interface MiddleEastOptions {
  palette: ScenePalette;
  light: 'sun' | 'moon';
  subject: 'mosques' | 'arches' | 'dunes' | 'gulf';
}

export function middleEast(scene: Scene, options: MiddleEastOptions): void {
  if (options.subject === 'mosques') mosques(scene, options);
  if (options.subject === 'arches') arches(scene, options);
  if (options.subject === 'dunes') dunes(scene, options);
  if (options.subject === 'gulf') gulf(scene, options);
  finishSurface(scene, 0.16, 0.22);
}

/** A pencil minaret: a slender shaft ringed with balconies under a tall conical cap. */
function minaret(s: Skyline, cx: number, base: number, w: number, h: number, balconies: number): void {
  s.block(cx - w / 2, base, w, h * 0.8, false);
  for (let i = 0; i < balconies; i++) {
    const y = base - h * (0.5 + i * 0.14);
    s.block(cx - w * 0.85, y, w * 1.7, h * 0.02, false);
  }
  s.block(cx - w * 0.35, base - h * 0.8, w * 0.7, h * 0.04, false);
  s.spike(cx, base - h * 0.84, w * 1.05, h * 0.16);
}

/** An imperial mosque: the great dome on its drum, cascading half-domes and corner minarets. */
function mosque(s: Skyline, cx: number, base: number, size: number, minarets: number): void {
  s.block(cx - size * 0.95, base, size * 1.9, size * 0.26);
  for (const side of [-1, 1]) {
    s.dome(cx + side * size * 0.62, base - size * 0.26, size * 0.16, size * 0.12);
    s.dome(cx + side * size * 0.38, base - size * 0.26, size * 0.22, size * 0.2);
  }
  s.block(cx - size * 0.36, base - size * 0.3, size * 0.72, size * 0.14, false);
  s.dome(cx, base - size * 0.44, size * 0.38, size * 0.32);
  s.spike(cx, base - size * 0.76, size * 0.02, size * 0.1);
  const spread = [0.9, 1.2];
  for (let i = 0; i < minarets; i++) {
    const side = i % 2 === 0 ? -1 : 1;
    const x = cx + side * size * (spread[Math.floor(i / 2)] ?? 1);
    minaret(s, x, base, size * 0.045, size * (i < 2 ? 1.25 : 1.05), i < 2 ? 3 : 2);
  }
}

/** A Persian shrine dome: a tall drum carrying a swelling, pointed dome. */
function shrineDome(s: Skyline, cx: number, base: number, size: number): void {
  s.block(cx - size * 0.5, base, size, size * 0.35);
  s.block(cx - size * 0.3, base - size * 0.35, size * 0.6, size * 0.25, false);
  s.onion(cx, base - size * 0.6, size * 0.3, size * 0.5);
  s.spike(cx, base - size * 1.08, size * 0.02, size * 0.1);
}

/** Flat-roofed houses with parapets and the odd small dome. */
function flatHouses(
  s: Skyline,
  rng: Rng,
  width: number,
  ground: (x: number) => number,
  unit: number,
  storeys: number,
  domes = true,
): void {
  let x = -20;
  while (x < width + 20) {
    const w = unit * rng.range(4, 9);
    const h = unit * 2.3 * rng.int(1, storeys) + unit;
    const base = Math.max(ground(x), ground(x + w)) + unit;
    s.block(x, base, w, h);
    if (domes && rng.chance(0.12)) s.dome(x + w / 2, base - h, w * 0.3, w * 0.28);
    x += w * rng.range(0.8, 1);
  }
}

function mosques(scene: Scene, options: MiddleEastOptions): void {
  const { width, height, rng } = scene;
  const { palette } = options;
  const waterTop = height * (height > width ? 0.72 : 0.74);
  const u = height * 0.008;
  const sunX = width * rng.range(0.2, 0.8);
  const lit = options.light === 'moon' ? 0.7 : 0.3;
  const hillAt = rng.range(0.35, 0.65);
  const ground = (x: number, rise: number) => waterTop - rise * Math.max(0, 1 - ((x / width - hillAt) / 0.7) ** 2);
  const city = scene.capture(() => {
    citySky(scene, palette, options.light, waterTop - height * 0.06, sunX);
    const far = new Skyline(u * 0.55);
    far.shape(landPath(headland(rng, width, waterTop, -0.2, 1.2, height * 0.1, 0.3), waterTop + 1));
    flatHouses(far, rng, width, (x) => ground(x, height * 0.07), u * 0.55, 3);
    minaret(far, width * rng.range(0.05, 0.25), ground(width * 0.15, height * 0.07), u * 0.5, height * 0.12, 2);
    shrineDome(far, width * rng.range(0.75, 0.9), ground(width * 0.8, height * 0.07), height * 0.07);
    scene.add(`<path d="${far.silhouette}" fill="${layerColour(palette, 0.15)}"/>`);
    drawMist(scene, palette.haze, waterTop - height * 0.02, height * 0.06, 0.4);

    const mid = new Skyline(u * 0.8);
    const heroX = width * hillAt + width * rng.range(-0.1, 0.1);
    mosque(mid, heroX, ground(heroX, height * 0.04), height * (height > width ? 0.2 : 0.26), 4);
    const secondX = heroX + (heroX > width / 2 ? -1 : 1) * width * rng.range(0.3, 0.4);
    mosque(mid, secondX, ground(secondX, height * 0.04), height * 0.16, 2);
    flatHouses(mid, rng, width, (x) => ground(x, height * 0.04), u * 0.8, 3);
    scene.add(`<path d="${mid.silhouette}" fill="${layerColour(palette, 0.55)}"/>`);
    drawWindows(scene, mid.facades, mix(palette.lights, palette.haze, 0.25), u * 0.8, lit * 0.7);

    const near = new Skyline(u);
    flatHouses(near, rng, width, () => waterTop, u, 2, false);
    scene.add(`<path d="${near.silhouette}" fill="${layerColour(palette, 0.85)}"/>`);
    drawWindows(scene, near.facades, palette.lights, u, lit);
  });
  cityOnWater(scene, palette, sunX, city, waterTop, options.light === 'sun' ? 0.8 : 0.4);
  birds(scene, palette.near, sunX + width * 0.18, height * 0.3, width * 0.05, rng.int(4, 7));
}

/** A pointed arch opening from its base corners, as path data (drawn clockwise). */
function pointedArch(x: number, bottom: number, span: number, spring: number): string {
  const r = span * 0.82;
  return `M${num(x)} ${num(bottom)}V${num(spring)}A${num(r)} ${num(r)} 0 0 1 ${num(x + span / 2)} ${num(
    spring - Math.sqrt(r * r - (r - span / 2) ** 2),
  )}A${num(r)} ${num(r)} 0 0 1 ${num(x + span)} ${num(spring)}V${num(bottom)}z`;
}

/**
 * Looking out through a shaded arcade at a domed city on the horizon. Low
 * light falls through the openings onto the floor.
 */
function arches(scene: Scene, options: MiddleEastOptions): void {
  const { width, height, rng } = scene;
  const { palette } = options;
  const portrait = height > width;
  const horizonY = height * 0.62;
  const sunX = width * (portrait ? 0.5 : rng.pick([0.5, 0.3, 0.7]));
  drawSky(scene, palette, horizonY, sunX);
  drawClouds(scene, palette, height * 0.05, horizonY * 0.8, rng.range(0.3, 0.6), 0.8);
  drawSun(scene, palette, sunX, horizonY - height * 0.1, Math.min(width, height) * 0.045, options.light);
  const far = new Skyline(height * 0.003);
  far.shape(landPath(headland(rng, width, horizonY, -0.2, 1.2, height * 0.03, 0.3), horizonY + 1));
  flatHouses(far, rng, width, () => horizonY, height * 0.003, 3);
  for (let i = 0; i < 4; i++) {
    const x = width * ((i + rng.range(0.2, 0.8)) / 4);
    if (i % 2 === 0) shrineDome(far, x, horizonY, height * 0.06);
    else minaret(far, x, horizonY, height * 0.006, height * 0.12, 2);
  }
  scene.add(`<path d="${far.silhouette}" fill="${layerColour(palette, 0.2)}"/>`);
  const desert = scene.linear([
    [0, mix(palette.haze, palette.glow, 0.3)],
    [1, mix(palette.haze, palette.near, 0.5)],
  ]);
  scene.add(`<rect y="${num(horizonY)}" width="${width}" height="${num(height - horizonY)}" fill="${desert}"/>`);
  drawGroundTexture(scene, palette.near, horizonY, 0.2);

  // The arcade: the wall is one path with the openings cut out.
  const count = portrait ? 1 : 3;
  const gap = width * (portrait ? 0.22 : 0.09);
  const span = (width - gap * (count + 1)) / count;
  const floorY = height * 0.84;
  const spring = portrait ? height * 0.44 : height * 0.42;
  let openings = '';
  let reveals = '';
  let light = '';
  for (let i = 0; i < count; i++) {
    const x = gap + i * (span + gap);
    openings += pointedArch(x, floorY, span, spring);
    // The depth of the wall shows as a lit reveal on the side facing away from the sun.
    reveals += pointedArch(x + span * 0.06 * (x + span / 2 > sunX ? -1 : 1), floorY, span, spring);
    const spread = span * 0.12;
    light += `M${num(x)} ${num(floorY)}H${num(x + span)}L${num(x + span + spread)} ${height}H${num(x - spread)}z`;
  }
  const stone = mix(mix(palette.near, palette.cloudLit, 0.32), '#8c6a52', 0.25);
  const wall = scene.linear([
    [0, mix(stone, palette.near, 0.35)],
    [0.6, stone],
    [1, mix(stone, palette.near, 0.5)],
  ]);
  const clip = scene.uid('c');
  scene.def(`<clipPath id="${clip}"><path d="${openings}"/></clipPath>`);
  scene.add(
    `<path d="${openings}${reveals}" fill="${mix(stone, palette.glow, 0.25)}" fill-rule="evenodd" clip-path="url(#${clip})"/>`,
  );
  scene.add(`<path d="M0 0H${width}V${num(floorY)}H0z${openings}" fill="${wall}" fill-rule="evenodd"/>`);
  // Lime plaster: a faint mottling so the wall reads as a surface rather than a fill.
  const plaster = scene.filter(
    `<feTurbulence type="fractalNoise" baseFrequency="${freq(12 / width)}" numOctaves="4" seed="${scene.noiseSeed()}"/><feColorMatrix type="saturate" values="0"/><feComposite in2="SourceGraphic" operator="in"/>`,
  );
  scene.add(
    `<path d="M0 0H${width}V${num(floorY)}H0z${openings}" fill="#000" fill-rule="evenodd" filter="${plaster}" opacity=".12" style="mix-blend-mode:overlay"/>`,
  );
  // Floor: dark tiles with pools of light shaped by the openings.
  const floor = scene.linear([
    [0, mix(stone, palette.near, 0.55)],
    [1, mix(stone, palette.near, 0.8)],
  ]);
  scene.add(`<rect y="${num(floorY)}" width="${width}" height="${num(height - floorY)}" fill="${floor}"/>`);
  const soft = scene.filter(`<feGaussianBlur stdDeviation="${num(width * 0.006)}"/>`, 'x="-.1" y="-.1" width="1.2" height="1.2"');
  scene.add(`<path d="${light}" fill="${palette.glow}" opacity=".22" filter="${soft}"/>`);
  scene.add(`<rect y="${num(floorY)}" width="${width}" height="${num(height * 0.006)}" fill="${palette.glow}" opacity=".35"/>`);
  // A pierced brass lantern hanging in the central opening.
  const lx = gap + Math.floor(count / 2) * (span + gap) + span / 2;
  const ly = spring - span * 0.05;
  const glow = lampGradient(scene, palette.lights);
  scene.add(
    `<path d="M${num(lx)} 0V${num(ly - height * 0.03)}" stroke="${mix(stone, palette.near, 0.6)}" stroke-width="${num(
      width * 0.0015,
    )}"/><circle cx="${num(lx)}" cy="${num(ly)}" r="${num(height * 0.05)}" fill="${glow}"/><path d="M${num(lx)} ${num(
      ly - height * 0.032,
    )}l${num(height * 0.014)} ${num(height * 0.014)}v${num(height * 0.03)}l${num(-height * 0.014)} ${num(height * 0.014)}l${num(
      -height * 0.014,
    )} ${num(-height * 0.014)}v${num(-height * 0.03)}z" fill="${mix(stone, palette.near, 0.65)}" opacity=".75"/>`,
  );
}

/** One dune: a long windward slope up to a sharp crest, then a steep slip face. */
interface Crest {
  peak: Point;
  valley: Point;
}

function dunes(scene: Scene, options: MiddleEastOptions): void {
  const { width, height, rng } = scene;
  const { palette } = options;
  const horizonY = height * (height > width ? 0.5 : 0.55);
  const sunX = width * rng.range(0.25, 0.75);
  drawSky(scene, palette, horizonY, sunX);
  drawClouds(scene, palette, height * 0.03, horizonY * 0.7, rng.range(0.2, 0.5), 0.8);
  drawSun(scene, palette, sunX, horizonY - height * rng.range(0.02, 0.08), Math.min(width, height) * 0.05, options.light);
  // Sand takes the sky's warmth on its crests and a deep umber in its hollows.
  const sandLit = mix(mix(palette.cloudLit, palette.glow, 0.4), '#c98a55', 0.3);
  const sandShade = mix(mix(palette.near, palette.upper, 0.3), '#6b3f2c', 0.25);
  const layers = 5;
  for (let i = 0; i < layers; i++) {
    const t = i / (layers - 1);
    const base = horizonY + (height - horizonY) * (0.06 + t ** 1.3 * 0.8);
    const amplitude = height * (0.05 + t * 0.14);
    const haze = 1 - t;
    const lit = mix(mix(sandLit, sandShade, t * 0.2), palette.haze, haze * 0.55);
    const shade = mix(sandShade, palette.haze, haze * 0.5);
    const step = width * (0.3 + t * 0.3);
    let x = -width * rng.range(0.1, 0.4);
    let prev: Point = { x: -width * 0.5, y: base };
    let body = `M${num(prev.x)} ${num(height + 2)}L${num(prev.x)} ${num(prev.y)}`;
    const crests: Crest[] = [];
    while (prev.x < width * 1.1) {
      const peak = { x: x + step * rng.range(0.6, 0.8), y: base - amplitude * rng.range(0.65, 1) };
      // The slip face is short and steep; the windward slope long and gentle.
      const valley = { x: peak.x + step * rng.range(0.14, 0.22), y: base - amplitude * rng.range(0, 0.15) };
      crests.push({ peak, valley });
      body += `C${num(prev.x + (peak.x - prev.x) * 0.45)} ${num(prev.y)} ${num(peak.x - (peak.x - prev.x) * 0.2)} ${num(
        peak.y + amplitude * 0.06,
      )} ${num(peak.x)} ${num(peak.y)}`;
      body += `C${num(peak.x + (valley.x - peak.x) * 0.35)} ${num(peak.y + (valley.y - peak.y) * 0.45)} ${num(
        valley.x - (valley.x - peak.x) * 0.25,
      )} ${num(valley.y)} ${num(valley.x)} ${num(valley.y)}`;
      prev = valley;
      x = valley.x - step * 0.1;
    }
    body += `L${num(prev.x)} ${num(height + 2)}z`;
    // Lit crests falling into shade at the foot: each layer stands out against the shadow behind it.
    const fill = scene.linear(
      [
        [0, lit],
        [0.35, mix(lit, shade, 0.35)],
        [1, shade],
      ],
      0,
      base - amplitude,
      0,
      base + height * 0.1,
      true,
    );
    scene.add(`<path d="${body}" fill="${fill}"/>`);
    if (i === 1 && rng.chance(0.8)) caravan(scene, crests, palette, amplitude);
    if (i < layers - 1) drawMist(scene, palette.haze, base + height * 0.01, height * 0.05, 0.25 * haze);
  }
  drawGroundTexture(scene, sandShade, horizonY, 0.18);
}

/** A handful of camels and riders strung along a far crest: tiny, but the eye finds them. */
function caravan(scene: Scene, crests: readonly Crest[], palette: ScenePalette, amplitude: number): void {
  const { width, rng } = scene;
  const crest = crests.find((c) => c.peak.x > width * 0.15 && c.peak.x < width * 0.85);
  if (!crest) return;
  const s = amplitude * 0.07;
  let d = '';
  for (let i = 0; i < rng.int(3, 5); i++) {
    const x = crest.peak.x - (i + 1) * s * 5;
    const slope = (crest.peak.y - crest.valley.y) / (crest.peak.x - crest.valley.x || 1);
    const y = crest.peak.y + (x - crest.peak.x) * slope * -0.6 + s * 0.2 * i;
    d += `M${num(x)} ${num(y)}l${num(s * 0.2)} ${num(-s * 1.4)}q${num(s * 0.6)} ${num(-s * 1.4)} ${num(s * 1.4)} ${num(
      -s * 0.4,
    )}q${num(s * 0.7)} ${num(-s * 0.8)} ${num(s * 1.3)} ${num(-s * 0.1)}l${num(s * 0.5)} ${num(-s * 0.9)}l${num(s * 0.6)} ${num(
      s * 0.3,
    )}l${num(-s * 0.6)} ${num(s * 1.3)}l${num(s * 0.1)} ${num(s * 1.6)}h${num(-s * 0.4)}l${num(-s * 0.3)} ${num(-s * 1.1)}h${num(
      -s * 1.8,
    )}l${num(-s * 0.3)} ${num(s * 1.1)}z`;
  }
  scene.add(`<path d="${d}" fill="${mix(palette.near, palette.haze, 0.3)}"/>`);
}

/** A Gulf waterfront: a needle tower stepping up in setbacks, towers around it, and a sail on the water. */
function gulf(scene: Scene, options: MiddleEastOptions): void {
  const { width, height, rng } = scene;
  const { palette } = options;
  const waterTop = height * (height > width ? 0.74 : 0.76);
  const u = height * 0.006;
  const sunX = width * rng.range(0.2, 0.8);
  const lit = options.light === 'moon' ? 0.9 : 0.45;
  const heroX = width * rng.range(0.35, 0.65);
  const city = scene.capture(() => {
    citySky(scene, palette, options.light, waterTop, sunX);
    const back = new Skyline(u * 0.6);
    towers(back, rng, width, waterTop + 1, u * 0.6, height * 0.22, [heroX / width]);
    scene.add(`<path d="${back.silhouette}" fill="${layerColour(palette, 0.2)}"/>`);
    drawWindows(scene, back.facades, mix(palette.lights, palette.haze, 0.3), u * 0.6, lit * 0.6);
    drawMist(scene, palette.haze, waterTop - height * 0.02, height * 0.07, 0.35);
    const hero = new Skyline(u);
    const heroH = height * 0.62;
    let w = width * 0.05;
    let y = waterTop + 1;
    const stages = 7;
    for (let i = 0; i < stages; i++) {
      const h = (heroH * 0.78) / stages;
      hero.block(heroX - w / 2 + (i % 2) * w * 0.08, y, w * (1 - (i % 2) * 0.16), h, i < 4);
      y -= h;
      w *= 0.8;
    }
    hero.spike(heroX, y, w, heroH * 0.22);
    const sailX = heroX + (heroX > width / 2 ? -1 : 1) * width * rng.range(0.28, 0.36);
    const sailH = height * 0.3;
    // The sail: a straight mast and a billowing curved leading edge.
    hero.shape(
      `M${num(sailX)} ${num(waterTop + 1)}V${num(waterTop - sailH)}Q${num(sailX + sailH * 0.42)} ${num(
        waterTop - sailH * 0.55,
      )} ${num(sailX + sailH * 0.3)} ${num(waterTop + 1)}z`,
    );
    towers(hero, rng, width, waterTop + 1, u, height * 0.14, [heroX / width]);
    scene.add(`<path d="${hero.silhouette}" fill="${layerColour(palette, 0.8)}"/>`);
    drawWindows(scene, hero.facades, palette.lights, u, lit);
  });
  cityOnWater(scene, palette, sunX, city, waterTop, options.light === 'sun' ? 0.8 : 0.4);
}
