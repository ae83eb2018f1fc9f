/**
 * The landing's background film and its first frame, generated from the demo artwork by
 * scripts/generate-hero-video.ts (10 s, 1280x720, VP9 WebM, loops without a seam).
 */
export const HERO_MEDIA = {
  video: '/media/hero.webm',
  videoType: 'video/webm; codecs="vp9"',
  poster: '/media/hero-poster.jpg',
  width: 1280,
  height: 720,
} as const;
