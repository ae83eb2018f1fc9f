/**
 * Generates the landing page's background video and its poster from one of the demo artworks:
 * a slow Ken Burns drift across the picture, drawn on a canvas in Debian's Chromium and recorded
 * with MediaRecorder, so no video tool and no network are needed.
 *
 *   tsx scripts/generate-hero-video.ts [artwork.svg]
 *
 * Writes client/public/media/hero.webm (VP9, 1280x720, 10 s, loops without a seam because the
 * camera drifts out and comes back) and client/public/media/hero-poster.jpg (its first frame), with the
 * frame again as hero-poster.avif (sharp, quality 55: 14 KB against the JPEG's 52, alike to the eye).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..');
const artwork = process.argv[2] ?? path.join(root, 'client/public/art/products/the-long-pier-at-dusk.svg');
const outDir = path.join(root, 'client/public/media');

const WIDTH = 1280;
const HEIGHT = 720;
const SECONDS = 10;
const FPS = 30;
/** About 1.2 MB for ten seconds: small enough to start quickly on a phone. */
const BITS_PER_SECOND = 950_000;

interface RecordOptions {
  svg: string;
  width: number;
  height: number;
  seconds: number;
  fps: number;
  bitsPerSecond: number;
}

/** Runs in the browser: returns the recording as base64 and the first frame as a JPEG data URL. */
async function record({ svg, width, height, seconds, fps, bitsPerSecond }: RecordOptions) {
  const image = new Image();
  image.src = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  await image.decode();

  // Rasterise the SVG once, larger than the frame, so every frame is a cheap bitmap copy and zooming stays sharp.
  const scale = (width * 1.6) / image.naturalWidth;
  const source = document.createElement('canvas');
  source.width = Math.round(image.naturalWidth * scale);
  source.height = Math.round(image.naturalHeight * scale);
  source.getContext('2d')!.drawImage(image, 0, 0, source.width, source.height);

  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  document.body.append(canvas);
  const context = canvas.getContext('2d')!;
  context.imageSmoothingQuality = 'high';

  // The largest 16:9 window of the artwork, then a path through it: out from a close view of the
  // lower right (the sun on the water) towards the whole picture, and back, eased at both ends.
  const fullWidth = Math.min(source.width, (source.height * width) / height);
  const fullHeight = (fullWidth * height) / width;
  const draw = (t: number) => {
    const wave = (1 - Math.cos(2 * Math.PI * t)) / 2; // 0 → 1 → 0 over the loop
    const zoom = 1.18 - 0.14 * wave;
    const w = fullWidth / zoom;
    const h = fullHeight / zoom;
    const x = (source.width - w) * (0.72 - 0.5 * wave);
    const y = (source.height - h) * (0.62 - 0.3 * wave);
    context.drawImage(source, x, y, w, h, 0, 0, width, height);
    // A breath of warm light over the horizon, as if the sun were moving behind thin cloud.
    const glow = context.createRadialGradient(width * 0.66, height * 0.56, 0, width * 0.66, height * 0.56, width * 0.5);
    glow.addColorStop(0, `rgba(255, 196, 140, ${0.1 + 0.08 * Math.sin(2 * Math.PI * t)})`);
    glow.addColorStop(1, 'rgba(255, 196, 140, 0)');
    context.fillStyle = glow;
    context.fillRect(0, 0, width, height);
  };

  draw(0);
  const poster = canvas.toDataURL('image/jpeg', 0.82);

  const mimeType = ['video/webm;codecs=vp9', 'video/webm;codecs=vp8'].find((type) => MediaRecorder.isTypeSupported(type));
  if (!mimeType) throw new Error('This Chromium records neither VP9 nor VP8');
  const stream = canvas.captureStream(fps);
  const recorder = new MediaRecorder(stream, { mimeType, videoBitsPerSecond: bitsPerSecond });
  const chunks: Blob[] = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  const stopped = new Promise((resolve) => (recorder.onstop = resolve));

  recorder.start(1000);
  const started = performance.now();
  await new Promise<void>((resolve) => {
    // A timer, not requestAnimationFrame: headless pages may throttle animation frames.
    const timer = setInterval(() => {
      const t = (performance.now() - started) / (seconds * 1000);
      if (t >= 1) {
        draw(0);
        clearInterval(timer);
        resolve();
        return;
      }
      draw(t);
    }, 1000 / fps);
  });
  recorder.stop();
  await stopped;

  const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return { video: btoa(binary), poster, mimeType };
}

const svg = await readFile(artwork, 'utf8');
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
try {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } });
  // tsx compiles `record` with esbuild's keepNames, which wraps inner functions in a `__name` helper
  // that exists only in Node: give the page a no-op one.
  await page.addInitScript('globalThis.__name = (fn) => fn');
  await page.goto('about:blank');
  const result = await page.evaluate(record, {
    svg,
    width: WIDTH,
    height: HEIGHT,
    seconds: SECONDS,
    fps: FPS,
    bitsPerSecond: BITS_PER_SECOND,
  });
  await mkdir(outDir, { recursive: true });
  const video = Buffer.from(result.video, 'base64');
  const poster = Buffer.from(result.poster.replace(/^data:image\/jpeg;base64,/, ''), 'base64');
  await writeFile(path.join(outDir, 'hero.webm'), video);
  await writeFile(path.join(outDir, 'hero-poster.jpg'), poster);
  const posterAvif = await sharp(poster).avif({ quality: 55, effort: 6 }).toBuffer();
  await writeFile(path.join(outDir, 'hero-poster.avif'), posterAvif);
  console.log(
    `client/public/media/hero.webm (${result.mimeType}, ${(video.length / 1024).toFixed(0)} KB), ` +
      `client/public/media/hero-poster.jpg (${(poster.length / 1024).toFixed(0)} KB), hero-poster.avif (${(posterAvif.length / 1024).toFixed(0)} KB)`,
  );
} finally {
  await browser.close();
}
