/**
 * A shopper-facing text of shared or server code, in English, wrapped in `tx` (a call with one literal
 * string: the extractor reads nothing else). It is the text
 * itself (the spec's words are English's contract), marked for the message catalogs (src/locales,
 * extracted by scripts/lingui-english-text.ts), where its English words are its id: the client shows
 * it in the shopper's language with `i18n._(text)`, the server answers in the caller's. Values go in
 * ICU braces and are given where it is shown (`{left}`, `{title}`).
 */
export const tx = <const Text extends string>(english: Text): Text => english;
