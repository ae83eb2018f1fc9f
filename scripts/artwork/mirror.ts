/**
 * Geometry that stands in water and therefore needs a true reflection: every
 * vertex carries the screen y of the water surface beneath it, so a pier that
 * recedes in perspective mirrors correctly vertex by vertex.
 */
import { num, polyPath, type Point } from './svg.ts';

export interface WetPoint extends Point {
  /** Screen y of the water surface under this point. */
  waterline: number;
}

export interface WetShapes {
  polygons: WetPoint[][];
  /** Thin members (masts, posts, rails) as open polylines. */
  lines: WetPoint[][];
}

export const wet = (x: number, y: number, waterline: number): WetPoint => ({ x, y, waterline });

function place(p: WetPoint, mirrored: boolean): Point {
  return mirrored ? { x: p.x, y: 2 * p.waterline - p.y } : { x: p.x, y: p.y };
}

/** Path data for the shapes, upright or mirrored in the water. */
export function wetPaths(shapes: WetShapes, mirrored: boolean): { fill: string; stroke: string } {
  return {
    fill: shapes.polygons.map((poly) => polyPath(poly.map((p) => place(p, mirrored)))).join(''),
    stroke: shapes.lines
      .map((line) => {
        const [a, b] = line.map((p) => place(p, mirrored));
        // Two-point lines are by far the most common; write them the short way.
        if (line.length === 2 && a && b) {
          return a.x === b.x ? `M${num(a.x)} ${num(a.y)}V${num(b.y)}` : `M${num(a.x)} ${num(a.y)}L${num(b.x)} ${num(b.y)}`;
        }
        return polyPath(line.map((p) => place(p, mirrored)), false);
      })
      .join(''),
  };
}
