/**
 * "View in your room" (issue 40): each offered size of a print as a glTF model of the stretched canvas
 * at its true size, printed with the print's artwork, for model-viewer's AR. Nothing is stored: a model
 * is made from the kept artwork (the artwork module) on first asking and kept in memory.
 */
export { roomModel, type RoomModel } from './room-models.ts';
