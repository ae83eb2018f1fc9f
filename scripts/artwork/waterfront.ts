/**
 * Sea and lake horizons: a low sun or moon, its glitter path, headlands in the
 * haze, and a subject standing in the water (a pier in perspective, moored
 * boats, a lighthouse on its cliff, or smooth rocks) with true reflections.
 */
import {
  drawClouds,
  drawReflection,
  drawSky,
  drawSun,
  drawWaterSurface,
  drawWaterTint,
  finishSurface,
  rippleFilter,
} from './atmosphere.ts';
import { mix } from './colour.ts';
import { wet, wetPaths, type WetShapes } from './mirror.ts';
import type { ScenePalette } from './palettes.ts';
import { lampGradient } from './skyline.ts';
import { num, opacityText, polyPath, type Scene } from './svg.ts';
import { birds, headland, landPath } from './terrain.ts';

export interface WaterfrontOptions {
  palette: ScenePalette;
  subject: 'pier' | 'harbour' | 'lighthouse' | 'groyne';
  light: 'sun' | 'moon';
}

export function waterfront(scene: Scene, options: WaterfrontOptions): void {
  const { width, height, rng } = scene;
  const { palette } = options;
  const portrait = height > width;
  const horizonY = height * (portrait ? 0.55 : 0.57);
  const sunX = width * rng.range(0.38, 0.62);
  const sunR = width * (portrait ? 0.055 : 0.036);
  const sunY = options.light === 'sun' ? horizonY - sunR * rng.range(0.2, 1.6) : height * rng.range(0.16, 0.26);

  const sky = scene.capture(() => {
    drawSky(scene, palette, horizonY, sunX);
    drawClouds(scene, palette, height * 0.03, horizonY * 0.9, rng.range(0.4, 0.85));
    if (options.light === 'sun') drawSun(scene, palette, sunX, sunY, sunR, 'sun');
  });
  const moon = options.light === 'moon' ? scene.capture(() => drawSun(scene, palette, sunX, sunY, sunR, 'moon')) : '';
  const shores = scene.capture(() => {
    // Distant shores on one or both sides, pale with distance.
    const leftShore = rng.chance(0.7);
    if (leftShore) {
      const shore = headland(rng, width, horizonY + 1, -0.1, rng.range(0.25, 0.45), height * 0.05, 0.45);
      scene.add(`<path d="${landPath(shore, horizonY + 1)}" fill="${mix(palette.haze, palette.near, 0.28)}"/>`);
    }
    if (!leftShore || rng.chance(0.5)) {
      const shore = headland(rng, width, horizonY + 1, rng.range(0.6, 0.8), 1.1, height * 0.035, 0.4);
      scene.add(`<path d="${landPath(shore, horizonY + 1)}" fill="${mix(palette.haze, palette.near, 0.18)}"/>`);
    }
    if (options.subject === 'harbour') distantTown(scene, palette, horizonY);
  });
  const skyId = scene.uid('g');
  const shoreId = scene.uid('g');
  scene.add(`<g id="${skyId}">${sky}</g>${moon}<g id="${shoreId}">${shores}</g>`);
  // A high moon shows on the water as a glitter path, not as a mirrored disc, so the
  // reflection is built from everything except the moon.
  const mirrored = scene.uid('g');
  scene.def(`<g id="${mirrored}"><use href="#${skyId}"/><use href="#${shoreId}"/></g>`);
  drawReflection(scene, mirrored, horizonY, horizonY, 0.9, 18);
  if (rng.chance(0.7)) {
    birds(scene, palette.near, sunX + width * rng.pick([-0.25, 0.22]), horizonY * 0.45, width * 0.05, rng.int(3, 7));
  }
  drawWaterTint(scene, palette, horizonY, options.subject === 'groyne' ? 0.6 : 0.85);
  drawWaterSurface(scene, palette, horizonY, sunX, options.light === 'sun' ? 1 : 0.55);
  scene.add(`<rect y="${num(horizonY - 1)}" width="${width}" height="2" fill="${palette.glow}" opacity=".5"/>`);

  if (options.subject === 'pier') pier(scene, palette, horizonY, sunX);
  if (options.subject === 'harbour') harbour(scene, palette, horizonY);
  if (options.subject === 'lighthouse') lighthouse(scene, palette, horizonY, sunX);
  if (options.subject === 'groyne') groyne(scene, palette, horizonY, sunX);
  finishSurface(scene, 0.15, 0.24);
}

/** Upright shapes in silhouette, then their rippled reflection. */
function drawWet(scene: Scene, shapes: WetShapes, colour: string, strokeWidth: number, reflection: number): void {
  const markup = (paths: { fill: string; stroke: string }) =>
    (paths.fill ? `<path d="${paths.fill}" fill="${colour}"/>` : '') +
    (paths.stroke ? `<path d="${paths.stroke}" stroke="${colour}" stroke-width="${num(strokeWidth)}"/>` : '');
  const ripple = rippleFilter(scene, 10);
  scene.add(`<g filter="${ripple}" opacity="${opacityText(reflection)}">${markup(wetPaths(shapes, true))}</g>`);
  scene.add(markup(wetPaths(shapes, false)));
}

/**
 * A long wooden pier receding towards the horizon. Screen positions follow
 * 1/z perspective towards a vanishing point on the horizon.
 */
function pier(scene: Scene, palette: ScenePalette, horizonY: number, sunX: number): void {
  const { width, height, rng } = scene;
  const vx = sunX + width * rng.pick([-0.16, 0.16]);
  const fromLeft = vx > sunX;
  const x0 = fromLeft ? -width * 0.05 : width * 1.05;
  const deckY = height * 0.84;
  const waterY = height * 0.97;
  const deckT = height * 0.04;
  const railH = height * 0.06;
  const X = (z: number) => vx + (x0 - vx) / z;
  const Y = (z: number, y: number) => horizonY + (y - horizonY) / z;
  const near = 0.75;
  const far = 11;
  const point = (z: number, y: number) => wet(X(z), Y(z, y), Y(z, waterY));
  const shapes: WetShapes = { polygons: [], lines: [] };
  shapes.polygons.push([point(near, deckY), point(far, deckY), point(far, deckY + deckT), point(near, deckY + deckT)]);
  shapes.polygons.push([
    point(near, deckY - railH),
    point(far, deckY - railH),
    point(far, deckY - railH + deckT * 0.25),
    point(near, deckY - railH + deckT * 0.25),
  ]);
  const lamps: { x: number; y: number; r: number; waterline: number }[] = [];
  let k = 0;
  for (let z = near; z < far; z += 0.2 * z ** 0.5, k++) {
    const w = (width * 0.013) / z;
    const x = X(z);
    const quad = (top: number, bottom: number) => [
      wet(x - w / 2, Y(z, top), Y(z, waterY)),
      wet(x + w / 2, Y(z, top), Y(z, waterY)),
      wet(x + w / 2, Y(z, bottom), Y(z, waterY)),
      wet(x - w / 2, Y(z, bottom), Y(z, waterY)),
    ];
    shapes.polygons.push(quad(deckY, waterY + height * 0.01));
    shapes.polygons.push(quad(deckY - railH, deckY));
    if (k % 5 === 2) {
      const lampTop = deckY - height * 0.13;
      shapes.polygons.push(quad(lampTop, deckY));
      lamps.push({ x, y: Y(z, lampTop), r: (height * 0.035) / z, waterline: Y(z, waterY) });
    }
  }
  drawWet(scene, shapes, mix(palette.near, palette.water, 0.1), 1, 0.5);
  const glow = lampGradient(scene, palette.lights);
  scene.add(
    lamps
      .map(
        (lamp) =>
          `<circle cx="${num(lamp.x)}" cy="${num(lamp.y)}" r="${num(lamp.r)}" fill="${glow}"/><ellipse cx="${num(
            lamp.x,
          )}" cy="${num(2 * lamp.waterline - lamp.y)}" rx="${num(lamp.r * 0.5)}" ry="${num(lamp.r * 2.2)}" fill="${glow}" opacity=".45"/>`,
      )
      .join(''),
  );
}

/** Low houses, a church tower and pin-prick lights along the far shore. */
function distantTown(scene: Scene, palette: ScenePalette, horizonY: number): void {
  const { width, height, rng } = scene;
  const from = width * rng.range(0.05, 0.3);
  const to = from + width * rng.range(0.35, 0.55);
  const unit = height * 0.012;
  let d = '';
  let lights = '';
  const towerAt = from + (to - from) * rng.range(0.3, 0.7);
  let towerDone = false;
  for (let x = from; x < to; ) {
    const w = unit * rng.range(1.2, 3);
    const h = unit * rng.range(0.8, 2.4) * (1 - Math.abs((x - from) / (to - from) - 0.5));
    const top = horizonY - h - unit * 0.6;
    if (!towerDone && x > towerAt) {
      // The church: a tower with a needle spire, the tallest thing on the shore.
      d += polyPath([
        { x, y: horizonY + 1 },
        { x, y: top - unit * 3 },
        { x: x + unit * 0.6, y: top - unit * 6 },
        { x: x + unit * 1.2, y: top - unit * 3 },
        { x: x + unit * 1.2, y: horizonY + 1 },
      ]);
      towerDone = true;
    }
    d += rng.chance(0.6)
      ? polyPath([
          { x, y: horizonY + 1 },
          { x, y: top },
          { x: x + w / 2, y: top - unit * 0.8 },
          { x: x + w, y: top },
          { x: x + w, y: horizonY + 1 },
        ])
      : polyPath([
          { x, y: horizonY + 1 },
          { x, y: top },
          { x: x + w, y: top },
          { x: x + w, y: horizonY + 1 },
        ]);
    if (rng.chance(0.55)) lights += `M${num(x + w * rng.range(0.2, 0.7))} ${num(top + h * 0.5)}h${num(unit * 0.3)}`;
    x += w * rng.range(0.7, 1.05);
  }
  scene.add(`<path d="${d}" fill="${mix(palette.haze, palette.near, 0.5)}"/>`);
  scene.add(`<path d="${lights}" stroke="${palette.lights}" stroke-width="${num(unit * 0.35)}" opacity=".8"/>`);
}

/** A sailing yacht at rest, sails furled or set, as wet geometry so it mirrors in the water. */
function yacht(x: number, waterline: number, length: number, sails: boolean, facing: 1 | -1): { hull: WetShapes; sails: WetShapes } {
  const at = (dx: number, dy: number) => wet(x + dx * facing, waterline + dy, waterline);
  const free = length * 0.09;
  const mast = length * 1.25;
  const hull = [at(-length / 2, -free), at(length / 2, -free * 1.4), at(length * 0.36, 0), at(-length * 0.44, 0)];
  const cabin = [at(-length * 0.2, -free), at(-length * 0.18, -free * 2.1), at(length * 0.12, -free * 2.1), at(length * 0.18, -free)];
  const shapes: WetShapes = {
    polygons: [hull, cabin],
    lines: [
      [at(0, -free), at(0, -mast)],
      [at(0, -mast), at(length * 0.48, -free * 1.4)],
      [at(0, -mast), at(-length * 0.48, -free)],
      [at(0, -free * 2.6), at(-length * 0.42, -free * 2.4)],
    ],
  };
  const canvas: WetShapes = { polygons: [], lines: [] };
  if (sails) {
    canvas.polygons.push([at(-length * 0.02, -mast * 0.96), at(-length * 0.4, -free * 2.6), at(-length * 0.02, -free * 2.7)]);
    canvas.polygons.push([at(length * 0.03, -mast * 0.9), at(length * 0.42, -free * 1.9), at(length * 0.03, -free * 2.2)]);
  }
  return { hull: shapes, sails: canvas };
}

function harbour(scene: Scene, palette: ScenePalette, horizonY: number): void {
  const { width, height, rng } = scene;
  const count = rng.int(3, 5);
  const boats: { x: number; waterline: number }[] = [];
  for (let i = 0; i < count; i++) {
    const depth = (i + rng.range(0.2, 0.8)) / count;
    boats.push({ x: width * rng.range(0.1, 0.9), waterline: horizonY + (height - horizonY) * (0.12 + depth * 0.7) });
  }
  boats.sort((a, b) => a.waterline - b.waterline);
  for (const boat of boats) {
    const nearness = (boat.waterline - horizonY) / (height - horizonY);
    const length = width * (0.04 + nearness * 0.16);
    const colour = mix(palette.haze, palette.near, 0.45 + nearness * 0.55);
    const boatShapes = yacht(boat.x, boat.waterline, length, rng.chance(0.4), rng.pick([1, -1] as const));
    drawWet(scene, boatShapes.hull, colour, Math.max(0.8, length * 0.006), 0.45);
    // Sails catch the low light, so they are paler than the hull.
    if (boatShapes.sails.polygons.length > 0) {
      drawWet(scene, boatShapes.sails, mix(mix(palette.haze, palette.sun, 0.4), colour, 0.25), 0, 0.35);
    }
  }
}

/** A lighthouse on a dark headland, its lantern lit and a faint beam across the dusk. */
function lighthouse(scene: Scene, palette: ScenePalette, horizonY: number, sunX: number): void {
  const { width, height, rng } = scene;
  const onLeft = sunX > width / 2;
  const base = horizonY + height * 0.1;
  const cliff = headland(rng, width, base, onLeft ? -0.2 : 0.62, onLeft ? 0.38 : 1.2, height * 0.22, 0.5);
  const peak = cliff.reduce((best, p) => (p.y < best.y && p.x > width * 0.05 && p.x < width * 0.95 ? p : best), {
    x: width / 2,
    y: base,
  });
  const towerH = height * 0.16;
  const towerW = width * 0.028;
  const x = peak.x;
  const y = peak.y + height * 0.01;
  const group = scene.uid('g');
  const tower = polyPath([
    { x: x - towerW / 2, y },
    { x: x - towerW * 0.34, y: y - towerH },
    { x: x + towerW * 0.34, y: y - towerH },
    { x: x + towerW / 2, y },
  ]);
  const lanternY = y - towerH;
  const light = mix(palette.glow, palette.sun, 0.5);
  const cliffFill = scene.linear([
    [0, mix(palette.near, palette.haze, 0.25)],
    [1, palette.near],
  ]);
  const glow = lampGradient(scene, palette.lights);
  const beamDirection = onLeft ? 1 : -1;
  const beam = scene.linear(
    [
      [0, palette.lights, 0.45],
      [1, palette.lights, 0],
    ],
    x,
    0,
    x + beamDirection * width * 0.5,
    0,
    true,
  );
  const lantern = `M${num(x - towerW * 0.3)} ${num(lanternY)}h${num(towerW * 0.6)}v${num(-towerW * 0.7)}h${num(-towerW * 0.6)}z`;
  const cap = `M${num(x - towerW * 0.4)} ${num(lanternY - towerW * 0.7)}q${num(towerW * 0.4)} ${num(-towerW * 0.9)} ${num(towerW * 0.8)} 0z`;
  const gallery = `M${num(x - towerW * 0.5)} ${num(lanternY)}h${num(towerW)}v${num(towerW * 0.15)}h${num(-towerW)}z`;
  const bands = [0.3, 0.62]
    .map((f) => `M${num(x - towerW * 0.44 + towerW * 0.1 * f)} ${num(y - towerH * f)}h${num(towerW * (0.88 - 0.2 * f))}v${num(towerH * 0.1)}h${num(-towerW * (0.88 - 0.2 * f))}z`)
    .join('');
  scene.add(
    `<g id="${group}"><path d="${landPath(cliff, base)}" fill="${cliffFill}"/><path d="${tower}" fill="${mix(
      palette.haze,
      palette.sun,
      0.35,
    )}"/><path d="${bands}" fill="${mix(palette.near, palette.haze, 0.45)}"/><path d="${gallery}${cap}" fill="${
      palette.near
    }"/><path d="${lantern}" fill="${light}"/></g>`,
  );
  scene.add(
    `<path d="M${num(x)} ${num(lanternY - towerW * 0.35)}L${num(x + beamDirection * width * 0.5)} ${num(
      lanternY - height * 0.07,
    )}v${num(height * 0.1)}z" fill="${beam}" opacity=".5"/><circle cx="${num(x)}" cy="${num(lanternY - towerW * 0.35)}" r="${num(
      towerW * 2.2,
    )}" fill="${glow}"/>`,
  );
  drawReflection(scene, group, base, base, 0.5, 12);
}

/**
 * A groyne: weathered posts marching out to sea, the stillness of a long
 * exposure around them.
 */
function groyne(scene: Scene, palette: ScenePalette, horizonY: number, sunX: number): void {
  const { width, height, rng } = scene;
  const vx = sunX + width * rng.pick([-0.12, 0.12]);
  const x0 = vx + (vx > sunX ? -1 : 1) * width * rng.range(0.3, 0.45);
  const waterY = height * 1.02;
  const X = (z: number) => vx + (x0 - vx) / z;
  const Y = (z: number, y: number) => horizonY + (y - horizonY) / z;
  const shapes: WetShapes = { polygons: [], lines: [] };
  for (let z = 0.9; z < 14; z += 0.25 * z ** 0.6) {
    const w = (width * rng.range(0.012, 0.02)) / z;
    const postHeight = height * rng.range(0.1, 0.2);
    const lean = rng.range(-0.2, 0.2) * w;
    const x = X(z) + (rng.range(-0.5, 0.5) * width * 0.01) / z;
    const waterline = Y(z, waterY);
    const top = Y(z, waterY - postHeight);
    shapes.polygons.push([
      wet(x - w / 2 + lean, top + w * 0.2, waterline),
      wet(x + lean, top, waterline),
      wet(x + w / 2 + lean, top + w * 0.3, waterline),
      wet(x + w / 2, waterline, waterline),
      wet(x - w / 2, waterline, waterline),
    ]);
  }
  drawWet(scene, shapes, mix(palette.near, palette.water, 0.15), 1, 0.55);
}
