/**
 * American scenes: a skyscraper skyline over the river, a suspension bridge
 * in the fog, the buttes of the desert Southwest, and saguaros at twilight.
 */
import { drawClouds, drawGroundTexture, drawMist, drawReflection, drawSky, drawSun, finishSurface } from './atmosphere.ts';
import { mix } from './colour.ts';
import type { ScenePalette } from './palettes.ts';
import type { Rng } from '../../src/seeded-random.ts';
import { citySky, cityOnWater, drawWindows, lampGradient, layerColour, Skyline } from './skyline.ts';
import { num, polyPath, type Point, type Scene } from './svg.ts';
import { birds, headland, landPath, ridgeAt, ridgeLine } from './terrain.ts';

export interface UsaOptions {
  palette: ScenePalette;
  light: 'sun' | 'moon';
  subject: 'skyline' | 'bridge' | 'mesas' | 'saguaros';
}

export function usa(scene: Scene, options: UsaOptions): void {
  if (options.subject === 'skyline') skyline(scene, options);
  if (options.subject === 'bridge') bridge(scene, options);
  if (options.subject === 'mesas') mesas(scene, options);
  if (options.subject === 'saguaros') saguaros(scene, options);
  finishSurface(scene, 0.16, 0.22);
}

/** One tower: a shaft with setbacks and one of several crowns. */
function tower(s: Skyline, rng: Rng, x: number, base: number, w: number, h: number, crown: number): void {
  const tiers = rng.int(1, 3);
  let bottom = base;
  let left = x;
  let tierW = w;
  const tierH = h / (tiers + 0.4);
  for (let i = 0; i < tiers; i++) {
    const tierHeight = i === 0 ? tierH * 1.4 : tierH * 0.8;
    s.block(left, bottom, tierW, tierHeight);
    bottom -= tierHeight;
    if (i < tiers - 1) {
      const inset = tierW * rng.range(0.08, 0.16);
      left += inset;
      tierW -= inset * 2;
    }
  }
  const cx = left + tierW / 2;
  switch (crown) {
    case 0: // Art deco: stepped crown and a mast.
      s.block(cx - tierW * 0.35, bottom, tierW * 0.7, h * 0.05, false);
      s.block(cx - tierW * 0.2, bottom - h * 0.05, tierW * 0.4, h * 0.05, false);
      s.spike(cx, bottom - h * 0.1, tierW * 0.12, h * 0.14);
      break;
    case 1: // Stacked arches narrowing to a needle.
      for (let k = 0; k < 4; k++) {
        const cw = tierW * (0.8 - k * 0.17);
        s.dome(cx, bottom - k * h * 0.035, cw / 2, h * 0.05);
      }
      s.spike(cx, bottom - h * 0.14, tierW * 0.06, h * 0.12);
      break;
    case 2: // A slanted glass top.
      s.poly([
        { x: left, y: bottom + 1 },
        { x: left, y: bottom - h * 0.06 },
        { x: left + tierW, y: bottom - h * 0.14 },
        { x: left + tierW, y: bottom + 1 },
      ]);
      break;
    case 3: // Flat roof with plant rooms and antennas.
      s.block(cx - tierW * 0.25, bottom, tierW * 0.5, h * 0.025, false);
      s.block(cx - tierW * 0.02, bottom - h * 0.025, Math.max(2, tierW * 0.04), h * 0.12, false);
      break;
    default: // A pyramid cap.
      s.spike(cx, bottom, tierW, h * 0.1);
  }
}

/** A band of towers whose heights swell around one or two downtown centres (also used for Gulf skylines). */
export function towers(s: Skyline, rng: Rng, width: number, base: number, unit: number, tallest: number, centres: number[]): void {
  let x = -width * 0.02;
  while (x < width * 1.02) {
    const w = unit * rng.range(7, 13);
    const near = Math.max(...centres.map((c) => Math.exp(-(((x / width - c) / 0.16) ** 2))));
    const h = tallest * (0.15 + 0.85 * near) * rng.range(0.45, 1);
    tower(s, rng, x, base, w, h, rng.int(0, 4) + (h > tallest * 0.6 ? 0 : 2));
    x += w * rng.range(0.6, 1.1);
  }
}

function skyline(scene: Scene, options: UsaOptions): void {
  const { width, height, rng } = scene;
  const { palette } = options;
  const waterTop = height * (height > width ? 0.74 : 0.76);
  const u = height * 0.006;
  const sunX = width * rng.range(0.2, 0.8);
  const lit = options.light === 'moon' ? 0.9 : 0.45;
  const centres = rng.chance(0.5) ? [rng.range(0.3, 0.7)] : [rng.range(0.15, 0.35), rng.range(0.6, 0.85)];
  const city = scene.capture(() => {
    citySky(scene, palette, options.light, waterTop, sunX);
    const layers: [number, number, number][] = [
      [0.15, 0.55, 0.7],
      [0.5, 0.8, 0.85],
      [0.85, 1, 0.55],
    ];
    for (const [depth, scale, tall] of layers) {
      const s = new Skyline(u * scale);
      towers(s, rng, width, waterTop + 1, u * scale, height * 0.5 * tall, centres);
      scene.add(`<path d="${s.silhouette}" fill="${layerColour(palette, depth)}"/>`);
      drawWindows(scene, s.facades, mix(palette.lights, palette.haze, 0.4 * (1 - depth)), u * scale, lit * (0.4 + depth * 0.6));
      if (depth < 0.8) drawMist(scene, palette.haze, waterTop - height * 0.03, height * 0.08, 0.35);
    }
  });
  cityOnWater(scene, palette, sunX, city, waterTop, options.light === 'sun' ? 0.8 : 0.4);
}

/**
 * A suspension bridge seen side-on: two towers, the catenary of the main
 * cable, suspenders, and fog pooling around the tower feet.
 */
function bridge(scene: Scene, options: UsaOptions): void {
  const { width, height, rng } = scene;
  const { palette } = options;
  const waterTop = height * 0.74;
  const sunX = width * rng.range(0.3, 0.7);
  const above = scene.uid('g');
  const sky = scene.capture(() => {
    drawSky(scene, palette, waterTop, sunX);
    drawClouds(scene, palette, height * 0.03, waterTop * 0.6, rng.range(0.3, 0.7), 0.9);
    drawSun(scene, palette, sunX, waterTop - height * rng.range(0.08, 0.18), Math.min(width, height) * 0.05, options.light);
    const hills = headland(rng, width, waterTop + 1, -0.1, 1.1, height * 0.12, 0.4);
    scene.add(`<path d="${landPath(hills, waterTop + 1)}" fill="${layerColour(palette, 0.15)}"/>`);
  });
  scene.add(`<g id="${above}">${sky}</g>`);
  drawReflection(scene, above, waterTop, waterTop, 0.85, 16);
  scene.add(
    `<rect y="${num(waterTop)}" width="${width}" height="${num(height - waterTop)}" fill="${palette.water}" opacity=".55"/>`,
  );

  // The muted vermilion of the Golden Gate, darkened by the backlight.
  const colour = mix(mix(palette.near, '#b0523a', 0.45), palette.haze, 0.1);
  const deckY = height * 0.66;
  const span = width * (height > width ? 0.8 : 0.5);
  const t1 = width / 2 - span / 2 + width * rng.range(-0.08, 0.08);
  const t2 = t1 + span;
  const towerTop = height * 0.24;
  const tw = width * 0.018;
  let d = `M-10 ${num(deckY)}H${num(width + 10)}v${num(height * 0.022)}H-10z`;
  for (const tx of [t1, t2]) {
    // Two legs, three portal beams and a slight taper: the familiar art deco tower.
    d += polyPath([
      { x: tx - tw, y: waterTop + 4 },
      { x: tx - tw * 0.8, y: towerTop },
      { x: tx - tw * 0.35, y: towerTop },
      { x: tx - tw * 0.4, y: waterTop + 4 },
    ]);
    d += polyPath([
      { x: tx + tw * 0.4, y: waterTop + 4 },
      { x: tx + tw * 0.35, y: towerTop },
      { x: tx + tw * 0.8, y: towerTop },
      { x: tx + tw, y: waterTop + 4 },
    ]);
    for (const f of [0.02, 0.3, 0.55]) {
      const y = towerTop + (deckY - towerTop) * f;
      d += `M${num(tx - tw * 0.8)} ${num(y)}h${num(tw * 1.6)}v${num(height * 0.014)}h${num(-tw * 1.6)}z`;
    }
    d += `M${num(tx - tw * 1.15)} ${num(waterTop - height * 0.01)}h${num(tw * 2.3)}v${num(height * 0.03)}h${num(-tw * 2.3)}z`;
  }
  const sag = deckY - height * 0.015;
  const cable = (ax: number, ay: number, bx: number, by: number, cy: number) => {
    // A quadratic through the low point approximates the parabola of a loaded cable.
    const controlY = 2 * cy - (ay + by) / 2;
    return { d: `M${num(ax)} ${num(ay)}Q${num((ax + bx) / 2)} ${num(controlY)} ${num(bx)} ${num(by)}`, ax, ay, bx, by, controlY };
  };
  const main = cable(t1, towerTop + 4, t2, towerTop + 4, sag);
  const sideSpan = span * 0.5;
  const left = cable(t1 - sideSpan, deckY, t1, towerTop + 4, deckY - (deckY - towerTop) * 0.35);
  const right = cable(t2, towerTop + 4, t2 + sideSpan, deckY, deckY - (deckY - towerTop) * 0.35);
  let hangers = '';
  for (const c of [main, left, right]) {
    for (let x = c.ax + 10; x < c.bx - 6; x += width * 0.008) {
      const t = (x - c.ax) / (c.bx - c.ax);
      const y = (1 - t) ** 2 * c.ay + 2 * (1 - t) * t * c.controlY + t ** 2 * c.by;
      if (y < deckY - 2) hangers += `M${num(x)} ${num(y)}V${num(deckY)}`;
    }
  }
  const group = scene.uid('g');
  scene.add(
    `<g id="${group}"><path d="${d}" fill="${colour}"/><path d="${main.d}${left.d}${right.d}" fill="none" stroke="${colour}" stroke-width="${num(
      width * 0.004,
    )}"/><path d="${hangers}" stroke="${colour}" stroke-width="${num(width * 0.0012)}" opacity=".8"/></g>`,
  );
  drawReflection(scene, group, waterTop + 4, waterTop, 0.3, 20);
  // Fog rolling in under the deck and around the towers.
  drawMist(scene, palette.haze, deckY + height * 0.03, height * 0.12, 0.55);
  drawMist(scene, palette.glow, waterTop - height * 0.01, height * 0.08, 0.35);
  const lamps = lampGradient(scene, palette.lights);
  let glows = '';
  for (let x = width * 0.03; x < width; x += width * 0.07) {
    glows += `<circle cx="${num(x)}" cy="${num(deckY - height * 0.006)}" r="${num(height * 0.012)}" fill="${lamps}"/>`;
  }
  scene.add(glows);
}

/** Buttes and mesas: sheer sandstone towers above their talus skirts, across a flat desert floor. */
function butte(x: number, base: number, w: number, h: number, rng: Rng): Point[] {
  const skirt = w * rng.range(0.35, 0.6);
  const capTop = base - h;
  const shoulder = base - h * rng.range(0.3, 0.45);
  return [
    { x: x - w / 2 - skirt, y: base + 1 },
    { x: x - w / 2 - skirt * 0.45, y: base - (base - shoulder) * 0.45 },
    { x: x - w / 2, y: shoulder },
    { x: x - w / 2 + w * 0.02, y: capTop + h * 0.04 },
    { x: x - w / 2 + w * 0.06, y: capTop },
    { x: x + w / 2 - w * 0.05, y: capTop + h * rng.range(-0.02, 0.03) },
    { x: x + w / 2 - w * 0.02, y: capTop + h * 0.05 },
    { x: x + w / 2, y: shoulder },
    { x: x + w / 2 + skirt * 0.5, y: base - (base - shoulder) * 0.4 },
    { x: x + w / 2 + skirt, y: base + 1 },
  ];
}

function mesas(scene: Scene, options: UsaOptions): void {
  const { width, height, rng } = scene;
  const { palette } = options;
  const horizonY = height * (height > width ? 0.62 : 0.66);
  const sunX = width * rng.range(0.25, 0.75);
  drawSky(scene, palette, horizonY, sunX);
  drawClouds(scene, palette, height * 0.03, horizonY * 0.7, rng.range(0.3, 0.7), 0.9);
  drawSun(scene, palette, sunX, horizonY - height * rng.range(0.04, 0.12), Math.min(width, height) * 0.05, options.light);
  const rock = mix(palette.near, '#8a4a34', 0.35);
  for (const [depth, count] of [
    [0.1, 4],
    [0.45, 3],
    [0.8, 2],
  ] as const) {
    const base = horizonY + height * 0.02 * depth;
    let d = '';
    for (let i = 0; i < count; i++) {
      const x = width * ((i + rng.range(0.15, 0.85)) / count);
      const scale = 0.3 + depth;
      d += polyPath(butte(x, base, width * rng.range(0.05, 0.12) * scale, height * rng.range(0.12, 0.2) * scale, rng), true, 0);
    }
    const colour = mix(mix(palette.haze, palette.cloudLit, 0.25), rock, 0.2 + depth * 0.8);
    const fill = scene.linear(
      [
        [0, mix(colour, palette.glow, 0.25)],
        [1, colour],
      ],
      0,
      horizonY - height * 0.35,
      0,
      base,
      true,
    );
    scene.add(`<path d="${d}" fill="${fill}"/>`);
    drawMist(scene, palette.haze, base, height * 0.05, 0.4);
  }
  // The desert floor and the road running straight into the distance.
  const floor = scene.linear([
    [0, mix(palette.haze, rock, 0.45)],
    [1, mix(palette.near, rock, 0.5)],
  ]);
  scene.add(`<rect y="${num(horizonY + height * 0.02)}" width="${width}" height="${num(height)}" fill="${floor}"/>`);
  drawGroundTexture(scene, palette.near, horizonY + height * 0.02, 0.35);
  const vx = sunX + width * rng.range(-0.1, 0.1);
  const vy = horizonY + height * 0.02;
  const road = mix(mix(palette.near, palette.water, 0.3), palette.haze, 0.25);
  scene.add(
    `<path d="M${num(vx - 1.5)} ${num(vy)}L${num(vx - width * 0.16)} ${height}H${num(vx + width * 0.16)}L${num(vx + 1.5)} ${num(vy)}z" fill="${road}"/>`,
  );
  let dashes = '';
  for (let z = 1; z < 30; z *= 1.35) {
    const y1 = vy + (height - vy) / z;
    const y2 = vy + (height - vy) / (z * 1.15);
    dashes += `M${num(vx)} ${num(y1)}V${num(y2)}`;
  }
  scene.add(`<path d="${dashes}" stroke="${mix(palette.glow, palette.sun, 0.5)}" stroke-width="${num(width * 0.003)}" opacity=".55"/>`);
  const brush = ridgeLine(rng, { width, baseY: height * 1.01, amplitude: height * 0.04, roughness: 0.6, segments: 64 });
  scene.add(`<path d="${landPath(brush, height + 2)}" fill="${palette.near}" opacity=".85"/>`);
}

/** A saguaro: a trunk and a few upturned, thinner arms, as round-capped strokes. */
function saguaro(x: number, base: number, h: number, rng: Rng): { trunk: string; arms: string } {
  const w = h * 0.075;
  const trunk = `M${num(x)} ${num(base)}V${num(base - h + w / 2)}`;
  let arms = '';
  const count = rng.int(1, 3);
  for (let i = 0; i < count; i++) {
    const side = (i + (h > 100 ? 0 : 1)) % 2 === 0 ? -1 : 1;
    const y = base - h * rng.range(0.3, 0.55);
    const reach = w * rng.range(1.4, 2);
    const up = h * rng.range(0.16, 0.3);
    arms += `M${num(x)} ${num(y)}c${num(side * reach * 0.6)} 0 ${num(side * reach)} ${num(-reach * 0.1)} ${num(side * reach)} ${num(
      -reach * 0.7,
    )}V${num(y - up)}`;
  }
  return { trunk, arms };
}

function saguaros(scene: Scene, options: UsaOptions): void {
  const { width, height, rng } = scene;
  const { palette } = options;
  const horizonY = height * 0.68;
  const sunX = width * rng.range(0.3, 0.7);
  drawSky(scene, palette, horizonY, sunX);
  drawClouds(scene, palette, height * 0.03, horizonY * 0.65, rng.range(0.2, 0.6), 0.85);
  drawSun(scene, palette, sunX, horizonY - height * rng.range(0.03, 0.1), Math.min(width, height) * 0.05, options.light);
  for (const depth of [0.1, 0.35, 0.6]) {
    const ridge = ridgeLine(rng, {
      width,
      baseY: horizonY + height * 0.05 * depth,
      amplitude: height * (0.14 - depth * 0.1),
      roughness: 0.5,
      segments: 64,
    });
    scene.add(`<path d="${landPath(ridge, height + 2)}" fill="${layerColour(palette, depth)}"/>`);
    drawMist(scene, palette.haze, horizonY + height * 0.05 * depth + height * 0.02, height * 0.06, 0.35);
  }
  const ground = ridgeLine(rng, { width, baseY: height * 0.97, amplitude: height * 0.05, roughness: 0.35, segments: 32 });
  const groundColour = layerColour(palette, 0.95);
  scene.add(`<path d="${landPath(ground, height + 2)}" fill="${groundColour}"/>`);
  const cactus = (x: number, base: number, h: number, colour: string) => {
    const shape = saguaro(x, base, h, rng);
    return `<path d="${shape.trunk}" stroke="${colour}" stroke-width="${num(h * 0.075)}" stroke-linecap="round"/><path d="${
      shape.arms
    }" fill="none" stroke="${colour}" stroke-width="${num(h * 0.055)}" stroke-linecap="round" stroke-linejoin="round"/>`;
  };
  let cacti = '';
  for (let i = 0; i < 6; i++) {
    const depth = rng.range(0, 1);
    cacti += cactus(width * rng.range(0, 1), horizonY + height * (0.05 + depth * 0.08), height * (0.03 + depth * 0.05), layerColour(palette, 0.6 + depth * 0.2));
  }
  cacti += cactus(width * rng.range(0.08, 0.3), height * 0.97, height * rng.range(0.4, 0.52), groundColour);
  cacti += cactus(width * rng.range(0.68, 0.92), height * 0.95, height * rng.range(0.22, 0.3), groundColour);
  scene.add(cacti);
  // Creosote and brittlebush along the near ground.
  let brush = '';
  for (let x = 0; x < width; x += width * rng.range(0.01, 0.04)) {
    const r = height * rng.range(0.006, 0.02);
    const y = ridgeAt(ground, x) + rng.range(0, height * 0.03);
    brush += `M${num(x - r * 1.4)} ${num(y)}a${num(r * 1.4)} ${num(r)} 0 0 1 ${num(r * 2.8)} 0z`;
  }
  scene.add(`<path d="${brush}" fill="${groundColour}"/>`);
  birds(scene, palette.near, sunX + width * 0.15, horizonY * 0.5, width * 0.04, rng.int(2, 4));
}
