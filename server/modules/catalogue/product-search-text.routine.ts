import { Routine } from '@mikro-orm/core';

/**
 * What a catalogue search matches (products.search_text): title, description, tags and category,
 * lowered, one to a line. A search never holds a control character (src/text.ts), so no match spans
 * two of them. A function rather than the expression itself, because array_to_string is not marked
 * immutable (it may print other arrays by the session's settings), and text[] prints the same in any.
 * Like product_sort_price, the column depends on it: a new body needs the column's expression set again.
 */
export const ProductSearchText = new Routine({
  name: 'product_search_text',
  type: 'function',
  language: 'sql',
  deterministic: true,
  params: {
    title: { type: 'text' },
    description: { type: 'text' },
    tags: { type: 'text[]' },
    category: { type: 'text' },
  },
  returns: { runtimeType: 'string', columnType: 'text' },
  body: `select lower(title) || chr(10) || lower(coalesce(description, '')) || chr(10)
    || lower(array_to_string(tags, ' ')) || chr(10) || lower(coalesce(category, ''))`,
});
