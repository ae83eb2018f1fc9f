/**
 * Mountain and hill landscapes: ridge after ridge fading into the haze
 * (atmospheric perspective), a low sun or moon, mist in the valleys and
 * optionally a still lake mirroring it all.
 */
import { drawClouds, drawMist, drawReflection, drawSky, drawSun, drawWaterSurface, drawWaterTint, finishSurface } from './atmosphere.ts';
import { mix } from './colour.ts';
import type { ScenePalette } from './palettes.ts';
import { num, type Scene } from './svg.ts';
import { birds, cypress, landPath, ridgeAt, ridgeLine, treeline } from './terrain.ts';

export interface LandscapeOptions {
  palette: ScenePalette;
  terrain: 'alpine' | 'rolling' | 'highlands';
  light: 'sun' | 'moon';
  /** A mirror-still lake in the foreground. */
  lake: boolean;
  trees: 'conifers' | 'cypress' | 'none';
}

interface TerrainShape {
  layers: number;
  roughness: number;
  /** Baseline of the farthest and nearest ridges, as fractions of height. */
  far: number;
  near: number;
  /** Peak height of the farthest and nearest ridges, as fractions of height. */
  tallFar: number;
  tallNear: number;
}

const TERRAIN: Record<LandscapeOptions['terrain'], TerrainShape> = {
  alpine: { layers: 6, roughness: 0.56, far: 0.58, near: 0.94, tallFar: 0.3, tallNear: 0.1 },
  highlands: { layers: 6, roughness: 0.45, far: 0.6, near: 0.95, tallFar: 0.16, tallNear: 0.12 },
  rolling: { layers: 7, roughness: 0.3, far: 0.6, near: 0.97, tallFar: 0.07, tallNear: 0.16 },
};

export function landscape(scene: Scene, options: LandscapeOptions): void {
  const { width, height, rng } = scene;
  const { palette } = options;
  const shape = TERRAIN[options.terrain];
  const portrait = height > width;
  // A portrait canvas gives the sky more room; a lake pushes every ridge behind its far shore.
  const lakeY = height * (portrait ? 0.72 : 0.68);
  const far = shape.far - (portrait ? 0.12 : 0) - (options.lake ? 0.06 : 0);
  const near = options.lake ? lakeY / height - 0.005 : shape.near;
  const heightScale = options.lake ? 0.7 : 1;
  const sunX = width * rng.range(0.28, 0.72);

  const layers = Array.from({ length: shape.layers }, (_, i) => {
    const t = i / (shape.layers - 1);
    const baseY = height * (far + (near - far) * t ** 0.9);
    const amplitude = height * heightScale * (shape.tallFar + (shape.tallNear - shape.tallFar) * t);
    return {
      t,
      ridge: ridgeLine(rng, {
        width,
        baseY,
        amplitude,
        roughness: shape.roughness - t * 0.12,
        segments: i < 2 ? 128 : 64,
        ...(options.terrain === 'alpine' && i < 2 ? { summit: { at: rng.range(0.2, 0.8), weight: 0.45 } } : {}),
      }),
      baseY,
      amplitude,
    };
  });
  const farRidge = layers[0]?.ridge ?? [];
  const celestialR = width * (options.light === 'sun' ? 0.045 : 0.03);
  const celestialY =
    options.light === 'sun' ? ridgeAt(farRidge, sunX) - celestialR * rng.range(0.1, 0.9) : height * rng.range(0.14, 0.24);
  const horizonY = layers[0] ? layers[0].baseY : height * 0.6;

  const above = scene.uid('g');
  const scenery = scene.capture(() => {
    drawSky(scene, palette, horizonY, sunX);
    drawClouds(scene, palette, height * 0.04, horizonY * 0.7, rng.range(0.35, 0.8) * (portrait ? 0.6 : 1), 0.9);
    drawSun(scene, palette, sunX, celestialY, celestialR, options.light);
    layers.forEach((layer, i) => {
      // Rolling hills sit closer together, so they need a steeper falloff to separate.
      const colour = mix(palette.haze, palette.near, 0.12 + 0.88 * layer.t ** (options.terrain === 'rolling' ? 0.9 : 1.25));
      const top = layer.baseY - layer.amplitude;
      const fill = scene.linear(
        [
          [0, mix(colour, palette.glow, (options.terrain === 'rolling' ? 0.3 : 0.12) * (1 - layer.t * 0.7))],
          [0.55, colour],
          [1, mix(colour, palette.haze, 0.45 * (1 - layer.t * 0.6))],
        ],
        0,
        top,
        0,
        layer.baseY + height * 0.1,
        true,
      );
      const isNearest = i === layers.length - 1;
      const forested = options.trees === 'conifers' && i >= layers.length - (options.lake ? 1 : 2);
      const outline = forested
        ? treeline(rng, layer.ridge, width, height * (options.lake ? 0.03 : 0.05) * layer.t)
        : layer.ridge;
      scene.add(`<path d="${landPath(outline, height + 2)}" fill="${fill}"/>`);
      if (options.trees === 'cypress' && layer.t > 0.3 && !isNearest) {
        let d = '';
        const count = rng.int(2, 5);
        for (let c = 0; c < count; c++) {
          const x = width * rng.range(0.05, 0.95);
          const h = height * 0.09 * (0.4 + layer.t);
          const base = ridgeAt(layer.ridge, x) + h * 0.15;
          const row = rng.int(1, 3);
          for (let k = 0; k < row; k++) d += cypress(x + k * h * 0.17, base + k * 2, h * rng.range(0.8, 1));
        }
        scene.add(`<path d="${d}" fill="${colour}"/>`);
      }
      if (!isNearest) {
        drawMist(scene, palette.haze, layer.baseY + height * 0.015, height * 0.09, 0.3 + 0.2 * (1 - layer.t));
      }
    });
    if (rng.chance(0.6)) birds(scene, palette.near, sunX + width * rng.pick([-0.22, 0.2]), height * 0.3, width * 0.06, rng.int(3, 6));
  });
  scene.add(`<g id="${above}">${scenery}</g>`);

  if (options.lake) {
    drawReflection(scene, above, lakeY, lakeY, 0.85, 18);
    drawWaterTint(scene, palette, lakeY, 0.8);
    drawWaterSurface(scene, palette, lakeY, sunX, options.light === 'sun' ? 0.6 : 0.35);
    // A dark near shore anchors the composition and frames the water.
    const shore = ridgeLine(rng, { width, baseY: height * 1.01, amplitude: height * 0.07, roughness: 0.4, segments: 32 });
    const shoreColour = mix(palette.near, palette.water, 0.15);
    const shoreline = options.trees === 'conifers' ? treeline(rng, shore, width, height * 0.07) : shore;
    scene.add(`<path d="${landPath(shoreline, height + 2)}" fill="${shoreColour}"/>`);
    scene.add(
      `<rect y="${num(lakeY - 1)}" width="${width}" height="2" fill="${palette.glow}" opacity=".35"/>`,
    );
  }
  finishSurface(scene, 0.16, 0.22);
}
