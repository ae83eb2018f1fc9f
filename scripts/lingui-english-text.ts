import babel from '@lingui/cli/api/extractors/babel';
import type { ExtractorType } from '@lingui/conf';

/**
 * Lingui's extractor for the texts of shared and server code (src/, server/), which run without
 * Lingui's macros (the server runs under tsx, with no Babel pass): each text is written as
 * `tx('English words, {value}')` (src/i18n-text.ts), and its English words are its id in the catalogs,
 * so that a message known only by its English (a validation message, a refusal's) can be looked up
 * in any language. Only literal strings are taken: a text made at run time cannot be translated.
 */
const CALL = /\btx\(\s*(['"])((?:\\.|(?!\1)[^\\\n])*)\1\s*[,)]/g;

/** Lingui takes the first extractor that matches a file: this one runs Lingui's own (the macros) and then finds the `tx` texts. */
export const shopExtractor: ExtractorType = {
  match: (filename) => babel.match(filename),
  async extract(filename, code, onMessageExtracted, ctx) {
    await babel.extract(filename, code, onMessageExtracted, ctx);
    for (const found of code.matchAll(CALL)) {
      const before = code.slice(0, found.index);
      // A call named in a comment (`tx('…')` in a doc) is no text.
      if (/^\s*(\*|\/\/)/.test(before.slice(before.lastIndexOf('\n') + 1))) continue;
      const text = found[2]!.replace(/\\(['"\\])/g, '$1');
      const line = before.split('\n').length;
      onMessageExtracted({ id: text, message: text, origin: [filename, line] });
    }
  },
};
