import { z } from 'zod';
import { LOCALES } from './locales.ts';

/**
 * What the language switcher tells the server (auth.setLocale) besides the cookie it sets: a signed-in
 * customer's account keeps the choice, and every later e-mail to them is written in it.
 */
export const LocaleChoiceInput = z.strictObject({ locale: z.enum(LOCALES) });
export type LocaleChoiceInput = z.input<typeof LocaleChoiceInput>;

/** Whether the choice was kept on an account (false for a visitor: the cookie keeps it). */
export const LocaleChoice = z.object({ locale: z.enum(LOCALES), remembered: z.boolean() });
export type LocaleChoice = z.infer<typeof LocaleChoice>;
