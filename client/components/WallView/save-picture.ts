import type { Point } from './wall-scale.ts';

/** The longest side of a saved picture: a phone photo of 4,000 px is made smaller, a sample room kept. */
const MAX_SIDE = 2400;
/** The print's cast shadow on the wall in the saved picture (the wall view draws its own on screen). */
const PRINT_SHADOW = 'rgb(20 16 12 / 40%)';

function load(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(`Could not load ${src}`));
    image.src = src;
  });
}

/**
 * The composed picture, drawn in the browser and downloaded as a PNG (nothing is sent anywhere): the
 * wall, the print's shadow for its depth, and the artwork cut to the canvas's proportions, as on screen.
 */
export async function savePicture(input: {
  wall: { src: string; width: number; height: number };
  artwork: string;
  print: { width: number; height: number; depth: number };
  centre: Point;
  fileName: string;
}): Promise<void> {
  const [wall, art] = await Promise.all([load(input.wall.src), load(input.artwork)]);
  const scale = Math.min(1, MAX_SIDE / Math.max(input.wall.width, input.wall.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(input.wall.width * scale);
  canvas.height = Math.round(input.wall.height * scale);
  const context = canvas.getContext('2d')!;
  context.drawImage(wall, 0, 0, canvas.width, canvas.height);

  const width = input.print.width * scale;
  const height = input.print.height * scale;
  const x = input.centre.x * scale - width / 2;
  const y = input.centre.y * scale - height / 2;
  const depth = input.print.depth * scale;
  context.save();
  context.shadowColor = PRINT_SHADOW;
  context.shadowBlur = depth * 1.6;
  context.shadowOffsetY = depth * 0.6;
  context.fillStyle = '#2b2119';
  context.fillRect(x, y, width, height);
  context.restore();

  // Cover the canvas as the page does (background-size: cover): the artwork's middle, in the print's proportions.
  const artWidth = art.naturalWidth || art.width;
  const artHeight = art.naturalHeight || art.height;
  const cut = Math.min(artWidth / width, artHeight / height);
  const sourceWidth = width * cut;
  const sourceHeight = height * cut;
  context.drawImage(art, (artWidth - sourceWidth) / 2, (artHeight - sourceHeight) / 2, sourceWidth, sourceHeight, x, y, width, height);

  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('The picture could not be made');
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = input.fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
