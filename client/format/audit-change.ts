/**
 * What an audit row changed, in a line: the fields whose values differ between before and after, each
 * as `field: old → new` (a creation or removal shows the fields it made or took away, those with a value).
 */

export interface FieldChange {
  field: string;
  from: string | null;
  to: string | null;
}

const MAX_VALUE = 48;

/** A value as a person reads it in a table cell: short text, no quotes around strings. */
export function shortValue(value: unknown): string {
  const text = value === null || value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
}

const fieldsOf = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

export function changesOf(before: unknown, after: unknown): FieldChange[] {
  const was = fieldsOf(before);
  const is = fieldsOf(after);
  const fields = [...new Set([...Object.keys(was), ...Object.keys(is)])];
  // A field that is empty on both sides of a creation or removal says nothing.
  const blank = (value: unknown) => value === null || value === undefined;
  return fields
    .filter((field) => JSON.stringify(was[field]) !== JSON.stringify(is[field]))
    .filter((field) => !(blank(was[field]) && blank(is[field])))
    .map((field) => ({
      field,
      from: before === null ? null : shortValue(was[field]),
      to: after === null ? null : shortValue(is[field]),
    }));
}
