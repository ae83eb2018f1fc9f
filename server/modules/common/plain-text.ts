import sanitizeHtml from 'sanitize-html';

/**
 * Text from Printify as the shop keeps it, and an admin's translation of it (catalogue/translations.ts),
 * whose description is kept as the English one is. Printify passes on whatever a merchant pasted: one NUL
 * keeps PostgreSQL from storing the row at all, other control characters (a bell, an escape, a
 * backspace) would show in titles and pages, and half of a UTF-16 pair is refused by jsonb. So control
 * characters go: those that separate words (tab, line breaks) become a space, or stay line breaks in
 * text that has lines (a description); the others are removed, as are lone surrogates.
 */

/** C0 and C1 control characters, DEL included; with the `u` flag, a lone surrogate (Cs) is only half a pair. */
const CONTROL_OR_LONE_SURROGATE = /[\p{Cc}\p{Cs}]/gu;
/** Line breaks in any spelling: CR LF, CR, LF, vertical tab, form feed, NEL, and Unicode's line and paragraph separators. */
const LINE_BREAK = /\r\n?|[\n\v\f\u0085\u2028\u2029]/g;

/** A title or a tag: on one line, its words kept apart, without control characters. */
export function oneLineText(text: string): string {
  return text.replace(LINE_BREAK, ' ').replace(/\t/g, ' ').replace(CONTROL_OR_LONE_SURROGATE, '').trim();
}

/** A description: its line breaks kept (as LF), tabs as spaces, no other control characters. */
export function multiLineText(text: string): string {
  return text
    .replace(LINE_BREAK, '\n')
    .replace(/\t/g, ' ')
    .replace(CONTROL_OR_LONE_SURROGATE, (character) => (character === '\n' ? character : ''));
}

/** At most `max` characters as PostgreSQL counts them (code points), never half of a pair. */
export function cut(text: string, max: number): string {
  return text.length <= max ? text : Array.from(text).slice(0, max).join('');
}

/**
 * The description's text, without markup: paragraphs and line breaks become new lines; control
 * characters, written out or as entities (`&#7;`), are left out.
 */
export function safeDescription(html: string | null | undefined): string | null {
  if (!html) return null;
  const withBreaks = html.replace(/<\s*br\s*\/?>/gi, '\n').replace(/<\/\s*(p|div|li|h[1-6])\s*>/gi, '\n');
  const decoded = sanitizeHtml(withBreaks, { allowedTags: [], allowedAttributes: {}, disallowedTagsMode: 'discard' })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
  const text = multiLineText(decoded)
    .replace(/[ \t]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim();
  return text === '' ? null : text;
}
