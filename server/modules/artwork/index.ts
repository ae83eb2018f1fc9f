/**
 * Prints' artwork as a raster (what the zoom is cut from and the AR view paints on its canvas) and the
 * zoom's IIIF tiles. What other parts of the shop may call is exported here; the rest of the folder is
 * its inside.
 */
export { ARTWORK_LONGEST_SIDE, keptArtwork, madeArtwork, noteArtworkSource, type KeptArtwork } from './kept-artwork.ts';
export { makeZoomsAhead, makeZoomsJob, zoomId, zoomInfo, zoomTile, ZOOM_TILE_SIZE, type ZoomInfo } from './zoom.ts';
