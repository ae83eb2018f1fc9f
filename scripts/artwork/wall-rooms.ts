/**
 * The sample rooms of "See it on your wall": the mockup's wall, floor and furniture with the wall left
 * bare, so the shopper's print hangs there at its true size. Each room's scale is in src/wall-rooms.ts
 * (the furniture is drawn to it: a sofa of 281 cm at 3.2 px/cm, a credenza of 250 cm at 2.4).
 */
import { createRng } from '../../src/seeded-random.ts';
import { darken, lighten } from './colour.ts';
import { drawFloor, drawSideboard, drawSideTable, drawSofa, drawWall, FLOOR, H, W } from './room-mockup.ts';
import { num, Scene, type Artwork } from './svg.ts';

/** Fine grain over the whole room, as a photograph has. */
function grain(scene: Scene): void {
  const noise = scene.filter(
    `<feTurbulence type="fractalNoise" baseFrequency=".8" numOctaves="2" seed="${scene.noiseSeed()}"/><feColorMatrix type="saturate" values="0"/>`,
  );
  scene.add(`<rect width="${W}" height="${H}" filter="${noise}" opacity=".08" style="mix-blend-mode:overlay"/>`);
}

/** An upholstered bed seen from its foot: headboard 115 cm, mattress 55 cm, 180 cm wide at 3.2 px/cm. */
function drawBed(scene: Scene, linen: string, accent: string): void {
  const cm = 3.2;
  const left = W / 2 - 90 * cm;
  const right = W / 2 + 90 * cm;
  const head = FLOOR - 115 * cm;
  const mattress = FLOOR - 55 * cm;
  const shadow = scene.filter(`<feGaussianBlur stdDeviation="14"/>`, 'x="-.2" y="-1" width="1.4" height="3"');
  const board = scene.linear([
    [0, lighten(accent, 0.15)],
    [1, darken(accent, 0.2)],
  ]);
  const duvet = scene.linear([
    [0, lighten(linen, 0.12)],
    [1, darken(linen, 0.1)],
  ]);
  let markup = `<ellipse cx="${W / 2}" cy="${num(FLOOR + 4)}" rx="${num((right - left) * 0.58)}" ry="${num(H * 0.02)}" fill="#2b2119" opacity=".45" filter="${shadow}"/>`;
  markup += `<rect x="${num(left - 12)}" y="${num(head)}" width="${num(right - left + 24)}" height="${num(mattress - head + 20)}" rx="18" fill="${board}"/>`;
  for (let i = 1; i < 6; i++) markup += `<path d="M${num(left - 12 + ((right - left + 24) / 6) * i)} ${num(head + 14)}V${num(mattress)}" stroke="#000" stroke-width="2" opacity=".12"/>`;
  for (const x of [left + 30, W / 2 + 20]) {
    markup += `<rect x="${num(x)}" y="${num(mattress - 52)}" width="${num((right - left) / 2 - 50)}" height="66" rx="22" fill="${lighten(linen, 0.25)}"/>`;
  }
  markup += `<rect x="${num(left - 20)}" y="${num(mattress)}" width="${num(right - left + 40)}" height="${num(FLOOR - 20 - mattress)}" rx="10" fill="${duvet}"/>`;
  markup += `<rect x="${num(left - 20)}" y="${num(mattress + 38)}" width="${num(right - left + 40)}" height="46" fill="${accent}" opacity=".55"/>`;
  markup += `<rect x="${num(left - 14)}" y="${num(FLOOR - 20)}" width="${num(right - left + 28)}" height="20" fill="#3a2c21"/>`;
  scene.add(markup);
}

function room(slug: string, draw: (scene: Scene) => void): Artwork {
  const scene = new Scene(W, H, createRng(`wall-room/${slug}`), 'w');
  draw(scene);
  grain(scene);
  return scene.finish();
}

export const WALL_ROOM_ART: Record<string, () => Artwork> = {
  'living-room': () =>
    room('living-room', (scene) => {
      drawWall(scene, '#e3ddd3');
      drawFloor(scene);
      drawSofa(scene, '#58544f', '#b08d57');
      drawSideTable(scene, 1, '#b08d57', true);
    }),
  office: () =>
    room('office', (scene) => {
      drawWall(scene, '#c4c9bb');
      drawFloor(scene);
      drawSideboard(scene, '#46505c', true);
    }),
  bedroom: () =>
    room('bedroom', (scene) => {
      drawWall(scene, '#d4c1ae');
      drawFloor(scene);
      drawBed(scene, '#efe9df', '#7a7a5e');
      drawSideTable(scene, -1, '#8f5c47', true);
      drawSideTable(scene, 1, '#8f5c47', true);
    }),
  'hotel-lobby': () =>
    room('hotel-lobby', (scene) => {
      drawWall(scene, '#b7bcb8');
      drawFloor(scene);
      drawSofa(scene, '#46505c', '#b08d57');
      drawSideTable(scene, -1, '#b08d57', true);
      drawSideTable(scene, 1, '#b08d57', false);
    }),
};
