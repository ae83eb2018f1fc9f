import { tx } from './i18n-text.ts';

/**
 * The sample rooms of "See it on your wall" (client/components/WallView): empty walls drawn like the
 * demo artwork (scripts/artwork/wall-rooms.ts writes client/public/rooms/<slug>.svg), each with its
 * real scale, so a print is drawn at its true size on them.
 */
export interface WallRoom {
  slug: string;
  /** In English, its catalog id: shown in the page's language. */
  name: string;
  /** The picture's size in its own pixels. */
  width: number;
  height: number;
  /** Pixels of the picture per centimetre of wall, at the wall's plane. */
  pxPerCm: number;
  /** Where a print hangs first: its centre, in the picture's pixels (above the furniture, at eye level). */
  hang: { x: number; y: number };
}

export const WALL_ROOMS: readonly WallRoom[] = [
  // A 281 cm sofa, its back 81 cm above the floor; the ceiling at 269 cm.
  { slug: 'living-room', name: tx('Living room'), width: 1500, height: 1000, pxPerCm: 3.2, hang: { x: 750, y: 390 } },
  // A 250 cm credenza, 75 cm high; the ceiling at 358 cm.
  { slug: 'office', name: tx('Office'), width: 1500, height: 1000, pxPerCm: 2.4, hang: { x: 750, y: 420 } },
  // A 180 cm bed with its headboard 115 cm high; the ceiling at 269 cm.
  { slug: 'bedroom', name: tx('Bedroom'), width: 1500, height: 1000, pxPerCm: 3.2, hang: { x: 750, y: 290 } },
  // A 450 cm banquette in a lobby whose ceiling is 430 cm up.
  { slug: 'hotel-lobby', name: tx('Hotel lobby'), width: 1500, height: 1000, pxPerCm: 2, hang: { x: 750, y: 380 } },
];

export const roomPicture = (room: Pick<WallRoom, 'slug'>) => `/rooms/${room.slug}.svg`;
