/** A message catalog (src/locales/{locale}/*.po), compiled by Lingui's Vite plugin where it is imported. */
declare module '*.po' {
  import type { Messages } from '@lingui/core';

  export const messages: Messages;
}
