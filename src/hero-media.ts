/**
 * The landing's background film and its first frame, generated from the demo artwork by
 * scripts/generate-hero-video.ts (10 s, 1280x720, VP9 WebM, loops without a seam). The frame goes to
 * browsers as AVIF (14 KB), JPEG (52 KB) for those without it and for link previews.
 */
export const HERO_MEDIA = {
  video: '/media/hero.webm',
  videoType: 'video/webm; codecs="vp9"',
  poster: '/media/hero-poster.jpg',
  posterAvif: '/media/hero-poster.avif',
  width: 1280,
  height: 720,
} as const;
