import type { z } from 'zod';
import { normaliseCode, VerifyCodeInput } from '../../../src/auth.ts';

/** One line per field, as the forms show it under each input. */
export type FieldMessages<Field extends string> = Partial<Record<Field, string>>;

/**
 * The first message of each field from zod's flattened errors (a failed `safeParse` on the client, or the
 * `fieldErrors` the server's error formatter sends for a 400).
 */
export function firstMessages<Field extends string>(
  fieldErrors: Partial<Record<string, string[] | undefined>> | null | undefined,
  fields: readonly Field[],
): FieldMessages<Field> {
  const messages: FieldMessages<Field> = {};
  for (const field of fields) {
    const message = fieldErrors?.[field]?.[0];
    if (message) messages[field] = message;
  }
  return messages;
}

/**
 * The verify call's input from the code step, checked with the server's schema. A blank field gets the
 * page's own wording (spec section 5: 'Please enter the verification code' or 'Please enter the login code').
 */
export function parseCode(
  email: string,
  code: string,
  blankMessage: string,
): { input: z.output<typeof VerifyCodeInput>; error?: never } | { error: string; input?: never } {
  if (normaliseCode(code) === '') return { error: blankMessage };
  const parsed = VerifyCodeInput.safeParse({ email, code });
  if (parsed.success) return { input: parsed.data };
  return { error: parsed.error.issues[0]?.message ?? blankMessage };
}
