/**
 * Light and air shared by the representational pieces: skies, sun and moon,
 * clouds, mist, water with reflections, and the grain that makes a flat vector
 * image read as a print.
 */
import { mix } from './colour.ts';
import type { ScenePalette } from './palettes.ts';
import { freq, num, opacityText, type Scene } from './svg.ts';

/** Sky gradient plus a wide warm glow around the light source. */
export function drawSky(scene: Scene, palette: ScenePalette, horizonY: number, sunX: number): void {
  const { width, height } = scene;
  const h = horizonY / height;
  const fill = scene.linear(
    [
      [0, palette.zenith],
      [h * 0.45, mix(palette.zenith, palette.upper, 0.7)],
      [h * 0.78, palette.upper],
      [h * 0.97, palette.horizon],
      [h, palette.glow],
      [1, palette.glow],
    ],
    0,
    0,
    0,
    height,
    true,
  );
  scene.add(`<rect width="${width}" height="${height}" fill="${fill}"/>`);
  const glow = scene.radial(
    [
      [0, palette.glow, 0.85],
      [0.35, palette.glow, 0.35],
      [1, palette.glow, 0],
    ],
    sunX,
    horizonY,
    width * 0.75,
    height * 0.42,
  );
  scene.add(`<rect width="${width}" height="${num(horizonY)}" fill="${glow}"/>`);
}

/** A low sun or a moon with its halo; land and water drawn later cut the disc where it sets. */
export function drawSun(
  scene: Scene,
  palette: ScenePalette,
  x: number,
  y: number,
  radius: number,
  kind: 'sun' | 'moon',
): void {
  const halo = scene.radial(
    [
      [0, palette.sun, kind === 'sun' ? 0.55 : 0.35],
      [0.25, palette.sun, kind === 'sun' ? 0.18 : 0.1],
      [1, palette.sun, 0],
    ],
    x,
    y,
    radius * (kind === 'sun' ? 7 : 5),
  );
  scene.add(`<circle cx="${num(x)}" cy="${num(y)}" r="${num(radius * (kind === 'sun' ? 7 : 5))}" fill="${halo}"/>`);
  if (kind === 'sun') {
    const disc = scene.radial(
      [
        [0, palette.sun],
        [0.75, palette.sun],
        [1, mix(palette.sun, palette.glow, 0.6)],
      ],
      x,
      y,
      radius,
    );
    scene.add(`<circle cx="${num(x)}" cy="${num(y)}" r="${num(radius)}" fill="${disc}"/>`);
    return;
  }
  // A faint mottling keeps the moon from looking like a flat sticker.
  const mottle = scene.filter(
    `<feTurbulence type="fractalNoise" baseFrequency="${freq(3 / radius)}" numOctaves="2" seed="${scene.noiseSeed()}"/><feColorMatrix values="0 0 0 0 .45 0 0 0 0 .47 0 0 0 0 .52 0 0 -.9 0 .55"/><feComposite in2="SourceGraphic" operator="in"/>`,
  );
  scene.add(
    `<circle cx="${num(x)}" cy="${num(y)}" r="${num(radius)}" fill="${palette.sun}"/><circle cx="${num(x)}" cy="${num(y)}" r="${num(radius)}" fill="#000" filter="${mottle}" opacity=".2"/>`,
  );
}

/**
 * Stratus clouds from stretched fractal noise. The lit colour is laid along the
 * lower edges only, which is what makes them read as lit by a low sun.
 */
export function drawClouds(
  scene: Scene,
  palette: ScenePalette,
  top: number,
  bottom: number,
  cover: number,
  opacity = 1,
): void {
  const { width } = scene;
  const threshold = 0.6 - 0.16 * cover;
  const contrast = 5;
  const shift = Math.max(3, (bottom - top) * 0.02);
  const filter = scene.filter(
    `<feTurbulence type="fractalNoise" baseFrequency="${freq(1.9 / width)} ${freq(26 / width)}" numOctaves="4" seed="${scene.noiseSeed()}"/>` +
      `<feColorMatrix values="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 ${contrast} 0 0 0 ${num(-contrast * threshold)}" result="a"/>` +
      `<feOffset dy="${num(-shift)}" result="u"/>` +
      `<feComposite in="a" in2="u" operator="out" result="rim"/>` +
      `<feFlood flood-color="${palette.cloud}"/><feComposite in2="a" operator="in" result="body"/>` +
      `<feFlood flood-color="${palette.cloudLit}"/><feComposite in2="rim" operator="in" result="lit"/>` +
      `<feMerge><feMergeNode in="body"/><feMergeNode in="lit"/></feMerge>`,
  );
  const mask = scene.uid('m');
  const fade = scene.linear([
    [0, '#fff', 0],
    [0.25, '#fff', 1],
    [0.7, '#fff', 0.9],
    [1, '#fff', 0],
  ]);
  scene.def(
    `<mask id="${mask}"><rect y="${num(top)}" width="${width}" height="${num(bottom - top)}" fill="${fade}"/></mask>`,
  );
  scene.add(
    `<rect y="${num(top)}" width="${width}" height="${num(bottom - top)}" filter="${filter}" mask="url(#${mask})"${
      opacity < 1 ? ` opacity="${opacityText(opacity)}"` : ''
    }/>`,
  );
}

/** A soft horizontal band of haze, e.g. settling in a valley between ridges. */
export function drawMist(scene: Scene, colour: string, y: number, thickness: number, opacity: number): void {
  const fill = scene.linear([
    [0, colour, 0],
    [0.55, colour, opacity],
    [1, colour, 0],
  ]);
  scene.add(
    `<rect y="${num(y - thickness / 2)}" width="${scene.width}" height="${num(thickness)}" fill="${fill}"/>`,
  );
}

/** The filter that breaks a mirrored image into horizontal ripples, softened as water softens everything. */
export function rippleFilter(scene: Scene, strength: number): string {
  return scene.filter(
    `<feTurbulence type="fractalNoise" baseFrequency=".0025 .07" numOctaves="2" seed="${scene.noiseSeed()}"/><feDisplacementMap in="SourceGraphic" scale="${num(
      strength,
    )}" xChannelSelector="R" yChannelSelector="G"/><feGaussianBlur stdDeviation=".6 2"/>`,
    'x="-.1" y="-.1" width="1.2" height="1.2"',
  );
}

/**
 * A mirrored copy of the element `sourceId` about the line y = axis, rippled
 * and clipped to the water. The clip sits on an outer group because a clip on
 * the flipped <use> itself would be flipped too.
 */
export function drawReflection(
  scene: Scene,
  sourceId: string,
  axis: number,
  waterTop: number,
  opacity: number,
  ripple: number,
): void {
  const clip = scene.uid('c');
  scene.def(
    `<clipPath id="${clip}"><rect y="${num(waterTop)}" width="${scene.width}" height="${num(scene.height - waterTop)}"/></clipPath>`,
  );
  scene.add(
    `<g clip-path="url(#${clip})"><use href="#${sourceId}" transform="matrix(1 0 0 -1 0 ${num(
      axis * 2,
    )})" filter="${rippleFilter(scene, ripple)}" opacity="${opacityText(opacity)}"/></g>`,
  );
}

/** The water body: its colour deepening towards the viewer, over whatever reflection was drawn first. */
export function drawWaterTint(scene: Scene, palette: ScenePalette, top: number, strength: number): void {
  const fill = scene.linear(
    [
      [0, mix(palette.water, palette.horizon, 0.35), 0.25 * strength],
      [0.35, palette.water, 0.5 * strength],
      [1, palette.water, Math.min(1, 0.9 * strength)],
    ],
    0,
    top,
    0,
    scene.height,
    true,
  );
  scene.add(`<rect y="${num(top)}" width="${scene.width}" height="${num(scene.height - top)}" fill="${fill}"/>`);
}

/**
 * Fine ripple lines across the water, sparser and longer towards the viewer as
 * perspective demands, plus the glitter path under the light source.
 */
export function drawWaterSurface(
  scene: Scene,
  palette: ScenePalette,
  top: number,
  sunX: number,
  glitter: number,
): void {
  const { width, height, rng } = scene;
  const depth = height - top;
  let light = '';
  let dark = '';
  const count = Math.round(70 * (depth / 400));
  for (let i = 0; i < count; i++) {
    const t = (i / count) ** 1.7;
    const y = top + 4 + t * (depth - 6);
    const length = 8 + t * rng.range(30, 140);
    const x = rng.range(-20, width);
    const segment = `M${num(x)} ${num(y)}h${num(length)}`;
    if (rng.chance(0.5)) light += segment;
    else dark += segment;
  }
  const lineWidth = num(Math.max(1, depth / 260));
  scene.add(
    `<path d="${light}" stroke="${palette.horizon}" stroke-width="${lineWidth}" opacity=".18"/><path d="${dark}" stroke="${palette.near}" stroke-width="${lineWidth}" opacity=".16"/>`,
  );
  if (glitter <= 0) return;
  let path = '';
  const rows = Math.round(110 * glitter * (depth / 400));
  for (let i = 0; i < rows; i++) {
    const t = (i / rows) ** 1.6;
    const y = top + 2 + t * (depth - 4);
    const spread = 6 + t * width * 0.1;
    const length = 2 + t * rng.range(4, 40);
    const x = sunX + rng.range(-spread, spread) * rng.next() - length / 2;
    path += `M${num(x)} ${num(y)}h${num(length)}`;
  }
  // A touch of blur turns hard dashes into sparkle; the mask lets the path fade towards the viewer.
  const soften = scene.filter('<feGaussianBlur stdDeviation="1.2 .6"/>', 'x="-.05" y="-.05" width="1.1" height="1.1"');
  const mask = scene.uid('m');
  const fade = scene.linear([
    [0, '#fff'],
    [1, '#fff', 0.15],
  ], 0, top, 0, scene.height, true);
  scene.def(`<mask id="${mask}"><rect y="${num(top)}" width="${width}" height="${num(depth)}" fill="${fade}"/></mask>`);
  scene.add(
    `<path d="${path}" stroke="${palette.sun}" stroke-width="${num(Math.max(1.2, depth / 260))}" stroke-linecap="round" filter="${soften}" mask="url(#${mask})" opacity="${opacityText(
      0.65 * Math.min(1, glitter),
    )}"/>`,
  );
  const sheen = scene.radial(
    [
      [0, palette.glow, 0.45],
      [1, palette.glow, 0],
    ],
    sunX,
    top,
    width * 0.35,
    depth * 0.5,
  );
  scene.add(`<rect y="${num(top)}" width="${width}" height="${num(depth)}" fill="${sheen}"/>`);
}

/** Film grain over the whole piece plus a faint vignette: the difference between "vector" and "print". */
export function finishSurface(scene: Scene, grain: number, vignette: number): void {
  const { width, height } = scene;
  const noise = scene.filter(
    `<feTurbulence type="fractalNoise" baseFrequency=".75" numOctaves="3" stitchTiles="stitch" seed="${scene.noiseSeed()}"/><feColorMatrix type="saturate" values="0"/>`,
  );
  scene.add(
    `<rect width="${width}" height="${height}" filter="${noise}" opacity="${opacityText(grain)}" style="mix-blend-mode:overlay"/>`,
  );
  if (vignette <= 0) return;
  const edge = scene.radial(
    [
      [0.55, '#000', 0],
      [1, '#000', vignette],
    ],
    width / 2,
    height / 2,
    Math.hypot(width, height) / 2,
  );
  scene.add(`<rect width="${width}" height="${height}" fill="${edge}"/>`);
}

/** Wind-streaked texture for sand and scrub: stretched noise, darkening only. */
export function drawGroundTexture(scene: Scene, colour: string, top: number, opacity: number): void {
  const { width, height } = scene;
  const filter = scene.filter(
    `<feTurbulence type="fractalNoise" baseFrequency="${freq(4 / width)} ${freq(60 / width)}" numOctaves="3" seed="${scene.noiseSeed()}"/><feColorMatrix values="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 3 0 0 0 -1.3" result="n"/><feFlood flood-color="${colour}"/><feComposite operator="in" in2="n"/>`,
  );
  scene.add(
    `<rect y="${num(top)}" width="${width}" height="${num(height - top)}" filter="${filter}" opacity="${opacityText(opacity)}"/>`,
  );
}
