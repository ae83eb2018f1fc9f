/**
 * The web fonts' faces (@fontsource's files; the browser fetches only the Latin ones, as the shop's text
 * needs no other). main.tsx loads this module once the page has first painted: until then, and while the
 * files arrive, the text is set in the metric-matched stand-ins of global.css, so the swap moves nothing.
 * Fetched with the page, 128 KB of fonts shared a phone's connection with the script, the stylesheet and
 * the page's picture, and held back the largest paint (Lighthouse's simulated slow 4G: LCP 2.8-3.3 s).
 */
import '@fontsource-variable/cormorant-garamond/wght.css';
import '@fontsource-variable/cormorant-garamond/wght-italic.css';
import '@fontsource-variable/inter/wght.css';
