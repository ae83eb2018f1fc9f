import { z } from 'zod';
import { centsToDecimal, toCents } from './money.ts';

/** The most an amount typed in the back office can say in dollars: far beyond any order, well within numeric(10,2). */
const MAX_AMOUNT_CENTS = 100_000_00;

/**
 * An amount typed into a form or sent as JSON: a number or a decimal string with at most two places,
 * read as cents without a float sum; blank reads as undefined. `signed` lets a leading minus through
 * (a correction that takes money off).
 */
export function amount(what: string, { required, signed = false }: { required?: string; signed?: boolean } = {}) {
  const invalid = `${what} must be an amount such as ${signed ? '-5, ' : ''}25 or 12.50`;
  const pattern = signed ? /^-?\d{1,9}(\.\d{1,2})?$/ : /^\d{1,9}(\.\d{1,2})?$/;
  return z
    .union([z.number({ message: invalid }), z.string({ message: invalid }).trim(), z.null()], { message: required ?? invalid })
    .transform((value, ctx) => {
      if (value === null || value === '') {
        if (required) ctx.addIssue({ code: 'custom', message: required });
        return undefined;
      }
      const text = typeof value === 'number' ? String(value) : value;
      if (!pattern.test(text)) {
        ctx.addIssue({ code: 'custom', message: invalid });
        return z.NEVER;
      }
      const cents = toCents(text);
      if (Math.abs(cents) > MAX_AMOUNT_CENTS) ctx.addIssue({ code: 'custom', message: `${what} is at most ${centsToDecimal(MAX_AMOUNT_CENTS)}` });
      return cents;
    });
}
