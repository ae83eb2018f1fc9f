import { Button, Container, createTheme, type CSSVariablesResolver, type MantineColorSchemeManager, type MantineColorsTuple } from '@mantine/core';
import classes from './theme.module.css';

/**
 * The gallery palette: warm paper, charcoal ink and one bronze accent. Components read these through the
 * `--cl-*` CSS variables that `cssVariablesResolver` emits, so the colours are written down only here.
 */
export const palette = {
  paper: '#f7f4ee',
  paperDeep: '#efe9df',
  surface: '#fcfaf6',
  ink: '#1e1c19',
  inkSoft: '#4a453e',
  // Muted text and the accent pass WCAG AA (4.5:1) on paper and on the deeper paper of the panels.
  muted: '#6c655b',
  line: '#e2dacd',
  night: '#171513',
  nightLine: '#34302b',
  onNight: '#eee8dd',
  onNightMuted: '#a59d90',
  accent: '#83633a',
  accentSoft: '#c9a468',
} as const;

const bronze: MantineColorsTuple = [
  '#faf5ec',
  '#f1e6d3',
  '#e4d0ae',
  '#d6b987',
  '#c9a468',
  '#b88f52',
  '#a07a44',
  '#8c6b3f',
  '#6f5431',
  '#533e24',
];

/** Warm greys instead of Mantine's blue-tinted `dark`, used for neutral buttons and text on paper. */
const charcoal: MantineColorsTuple = [
  '#f4f1ec',
  '#e2dacd',
  '#c8beaf',
  '#a59d90',
  '#7a7369',
  '#5e584f',
  '#4a453e',
  '#34302b',
  '#1e1c19',
  '#100f0d',
];

const serif = "'Cormorant Garamond Variable', 'Cormorant Garamond Fallback', 'Cormorant Garamond', Georgia, 'Times New Roman', serif";
const sans = "'Inter Variable', 'Inter Fallback', Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

export const theme = createTheme({
  primaryColor: 'bronze',
  primaryShade: 7,
  colors: { bronze, charcoal },
  black: palette.ink,
  white: '#ffffff',
  fontFamily: sans,
  headings: {
    fontFamily: serif,
    fontWeight: '500',
    textWrap: 'balance',
    sizes: {
      h1: { fontSize: '3.25rem', lineHeight: '1.08' },
      h2: { fontSize: '2.5rem', lineHeight: '1.12' },
      h3: { fontSize: '1.75rem', lineHeight: '1.2' },
      h4: { fontSize: '1.35rem', lineHeight: '1.3' },
    },
  },
  // Near-square corners read as framed and architectural rather than app-like.
  radius: { xs: '1px', sm: '2px', md: '3px', lg: '6px', xl: '12px' },
  defaultRadius: 'sm',
  focusRing: 'auto',
  cursorType: 'pointer',
  components: {
    Button: Button.extend({ classNames: { root: classes.button } }),
    Container: Container.extend({ defaultProps: { size: 'xl' } }),
  },
});

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {
    '--cl-font-serif': serif,
    '--cl-paper': palette.paper,
    '--cl-paper-deep': palette.paperDeep,
    '--cl-surface': palette.surface,
    '--cl-ink': palette.ink,
    '--cl-ink-soft': palette.inkSoft,
    '--cl-muted': palette.muted,
    '--cl-line': palette.line,
    '--cl-night': palette.night,
    '--cl-night-line': palette.nightLine,
    '--cl-on-night': palette.onNight,
    '--cl-on-night-muted': palette.onNightMuted,
    '--cl-accent': palette.accent,
    '--cl-accent-soft': palette.accentSoft,
    '--cl-ease': 'cubic-bezier(0.22, 0.61, 0.36, 1)',
  },
  light: {
    '--mantine-color-body': palette.paper,
    '--mantine-color-text': palette.ink,
    '--mantine-color-dimmed': palette.muted,
    '--mantine-color-default-border': palette.line,
    '--mantine-color-anchor': palette.accent,
    // Mantine's reds, yellows and greens are too light for text and white labels (2.7-3.8:1): these
    // pass AA (4.5:1) on paper, on their light tints, and under white text.
    '--mantine-color-error': '#b3261e',
    '--mantine-color-red-filled': '#b3261e',
    '--mantine-color-red-filled-hover': '#96201a',
    '--mantine-color-red-light-color': '#b3261e',
    '--mantine-color-red-outline': '#b3261e',
    '--mantine-color-yellow-light-color': '#7a4d00',
    '--mantine-color-green-light-color': '#246b33',
  },
  dark: {},
});

/**
 * The shop has one colour scheme (forced to light, and index.html says so before any script runs), so
 * there is nothing to keep in storage: Mantine's default manager would read localStorage during the first
 * render, the browser's slowest first touch of storage, for a value that is never used.
 */
export const colorSchemeManager: MantineColorSchemeManager = {
  get: () => 'light',
  set: () => undefined,
  subscribe: () => undefined,
  unsubscribe: () => undefined,
  clear: () => undefined,
};
