import serifExtended from '@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-ext-wght-normal.woff2?url';
import serifItalicExtended from '@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-ext-wght-italic.woff2?url';
import serifItalic from '@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-italic.woff2?url';
import serif from '@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2?url';
import sansExtended from '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2?url';
import sans from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';

/** @fontsource's Latin subset, the one the shop's text is set in, and Latin Extended, fetched only if a text needs it. */
const LATIN =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';
const LATIN_EXTENDED =
  'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF';

const descriptors = (weight: string, unicodeRange: string, style = 'normal'): FontFaceDescriptors => ({ weight, style, unicodeRange, display: 'swap' });

/** The Latin faces, the shop's text: each file fetched by this script, then made a face. */
const LATIN_FACES = [
  ['Inter Variable', sans, descriptors('100 900', LATIN)],
  ['Cormorant Garamond Variable', serif, descriptors('300 700', LATIN)],
  ['Cormorant Garamond Variable', serifItalic, descriptors('300 700', LATIN, 'italic')],
] as const;

/** Latin Extended: fetched by the browser only if a text needs it. */
const EXTENDED_FACES = [
  ['Inter Variable', sansExtended, descriptors('100 900', LATIN_EXTENDED)],
  ['Cormorant Garamond Variable', serifExtended, descriptors('300 700', LATIN_EXTENDED)],
  ['Cormorant Garamond Variable', serifItalicExtended, descriptors('300 700', LATIN_EXTENDED, 'italic')],
] as const;

async function fetchedFace(family: string, url: string, faceDescriptors: FontFaceDescriptors): Promise<FontFace> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return new FontFace(family, await response.arrayBuffer(), faceDescriptors).load();
}

/**
 * The web fonts (@fontsource's variable Inter and Cormorant Garamond), loaded by main.tsx once the page has
 * painted: until then, and while they arrive, the text is set in the metric-matched stand-ins of
 * global.css. Fetched with the page, 128 KB of fonts shared a phone's connection with the script, the
 * stylesheet and the page's picture, and held back the largest paint (Lighthouse's simulated slow 4G:
 * LCP 2.8-3.3 s instead of 1.9-2.4).
 *
 * The Latin files are fetched with `fetch`, not by `FontFace.load()`: a face's own request names no
 * initiator, so Lighthouse's simulation started it with the page and its 128 KB held back the entry script
 * (on /shop it arrived at 3.2 s instead of 1.7, and all of the first render counted as blocking time).
 * Every face is added to the document at once: each change to the document's fonts lays the whole page
 * out again (on /shop, with 24 cards, about 50 ms of a phone's main thread each time), and a stylesheet of
 * @font-face rules would cost one such layout when it is added and another when the files arrive.
 */
export async function loadWebFonts(): Promise<void> {
  // A file that fails leaves its text in the stand-in; the others still come.
  const latin = await Promise.allSettled(LATIN_FACES.map(([family, url, faceDescriptors]) => fetchedFace(family, url, faceDescriptors)));
  const extended = EXTENDED_FACES.map(([family, url, faceDescriptors]) => new FontFace(family, `url(${url}) format('woff2-variations')`, faceDescriptors));
  for (const result of latin) if (result.status === 'fulfilled') document.fonts.add(result.value);
  for (const font of extended) document.fonts.add(font);
}
