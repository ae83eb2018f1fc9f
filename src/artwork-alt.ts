/** Longest alt text taken from a description: a sentence a screen reader reads out whole. */
const MAX_ALT = 180;

/**
 * A print's picture in words, for its alt text: the first sentence of the print's description, which
 * in the shop's catalogue says what the artwork shows ("A full moon climbs above blue mountain ridges…")
 * and is translated with it; its title when it has no description. A title says which artwork it is,
 * not what a visitor who cannot see it would see.
 */
export function artworkAlt(title: string, description: string | null | undefined): string {
  const first = description?.trim().match(/^.+?[.!?](?=\s|$)/s)?.[0] ?? description?.trim() ?? '';
  if (!first) return title;
  const sentence = first.replace(/\s+/g, ' ');
  return sentence.length <= MAX_ALT ? sentence : `${sentence.slice(0, sentence.lastIndexOf(' ', MAX_ALT - 1))}…`;
}
