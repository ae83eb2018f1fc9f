import { z } from 'zod';

/**
 * Text a person types, as every input schema takes it: trimmed, within a length, well-formed, and on
 * one line unless it is a multi-line text such as a comment. Control characters are refused with a
 * message rather than passed on: PostgreSQL cannot store NUL at all, and no form sends the others.
 * So are lone UTF-16 surrogates (half of an emoji, say): UTF-8 has no spelling for them, so jsonb
 * refuses them and other columns would silently keep a replacement character instead.
 */

/** C0 and C1 control characters, DEL included. */
const CONTROL = /\p{Cc}/u;
/** The same except tab, line feed and carriage return, which a multi-line text keeps. */
const CONTROL_BESIDES_LINES = /(?![\t\n\r])\p{Cc}/u;
/** With the `u` flag a pair reads as one code point, so only a surrogate without its partner matches. */
const LONE_SURROGATE = /\p{Cs}/u;

export interface TextOptions {
  /** The most characters, after trimming. */
  max: number;
  /** The message for a missing, non-text or blank value; without it a blank value passes as ''. */
  required?: string;
  /** The message for a missing or non-text value when it differs from `required`. */
  missing?: string;
  /** The message past `max`; by default "<what> has at most <max> characters". */
  tooLong?: string;
  /** Keeps line breaks and tabs (comments, messages). */
  multiline?: boolean;
}

/** `what` names the field in messages, e.g. 'City' gives "City has at most 100 characters". */
export function text(
  what: string,
  { max, required, missing = required ?? `${what} must be text`, tooLong = `${what} has at most ${max} characters`, multiline = false }: TextOptions,
) {
  const checked = z
    .string({ message: missing })
    .trim()
    .max(max, tooLong)
    .refine(
      (value) => !(multiline ? CONTROL_BESIDES_LINES : CONTROL).test(value),
      multiline ? `${what} cannot contain control characters` : `${what} must be one line without control characters`,
    )
    .refine((value) => !LONE_SURROGATE.test(value), `${what} contains a broken character; please type it again`);
  return required ? checked.min(1, required) : checked;
}

/**
 * Messages a form shows translated: each written out as one literal `tx('…')` (src/i18n-text.ts), where
 * the defaults are made at run time and so are in no catalog. Their English is what the defaults say.
 */
export type FieldMessages = Pick<TextOptions, 'required' | 'tooLong'>;

/** A field the form requires: "<what> is required" when missing or blank. */
export const requiredText = (what: string, max: number, messages: FieldMessages = {}) =>
  text(what, { max, required: messages.required ?? `${what} is required`, tooLong: messages.tooLong });

/** A field the form may leave out: missing, null and blank all read as undefined. */
export const optionalText = (what: string, max: number, messages: Pick<FieldMessages, 'tooLong'> = {}) =>
  text(what, { max, tooLong: messages.tooLong })
    .nullish()
    .transform((value) => value || undefined);
