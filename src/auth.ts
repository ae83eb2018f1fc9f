import { z } from 'zod';
import { CLIENT_TYPE_VALUES } from './client-types.ts';
import { tx } from './i18n-text.ts';
import { PREMIUM_STATUSES, STAFF_ROLES } from './statuses.ts';
import { text } from './text.ts';

/**
 * Sign-up and login by e-mailed code (spec sections 5 and 7; DESIGN.md section 5). The server parses
 * every auth call with these schemas and the pages validate their fields with the same ones, showing
 * their messages in the shopper's language (each a `tx` literal, src/i18n-text.ts).
 */

export const CODE_LENGTH = 6;

/** No 0/O, 1/I/L or 5/S look-alikes: a code read off a phone screen is typed right the first time. */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRTUVWXYZ2346789';

export const CODE_TTL_MINUTES = 10;

/** A code of another length; written out (6 is CODE_LENGTH) so that the catalogs hold it. */
const CODE_LENGTH_MESSAGE = tx('The code has 6 characters');

/** Wrong tries a code survives; the next one voids it, even with the right code. */
export const CODE_MAX_ATTEMPTS = 5;

/** Upper-cases and drops spaces and dashes, so "k7m 3qx" and "K7M-3QX" both count as typed. */
export const normaliseCode = (input: string) => input.toUpperCase().replace(/[\s-]/g, '');

export const EMAIL_MESSAGE = tx('Please enter a valid email address');

/** An e-mail address, lower-cased; `required` is what a blank one is told. */
export const emailAddress = (required: string) =>
  text('An e-mail address', { max: 255, required, tooLong: tx('An e-mail address has at most 255 characters') })
    .pipe(z.email(EMAIL_MESSAGE))
    .transform((email) => email.toLowerCase());

export const EmailAddress = emailAddress(tx('Please enter your email address'));

/** A name at sign-up; `tooLong` and `angled` are its messages (the field's name in each). */
const name = (what: string, messages: { tooLong: string; angled: string }) =>
  text(what, { max: 100, required: tx('Please fill in all fields'), tooLong: messages.tooLong }).refine((value) => !/[<>]/.test(value), messages.angled);

export const ClientTypeValue = z.enum(CLIENT_TYPE_VALUES, { message: tx('Please choose what best describes you') });

export const SendSignupCodeInput = z.strictObject({
  email: EmailAddress,
  firstName: name('First name', { tooLong: tx('First name has at most 100 characters'), angled: tx('First name cannot contain < or >') }),
  lastName: name('Last name', { tooLong: tx('Last name has at most 100 characters'), angled: tx('Last name cannot contain < or >') }),
  clientType: ClientTypeValue,
});

export const SendLoginCodeInput = z.strictObject({ email: EmailAddress });

export const VerifyCodeInput = z.strictObject({
  email: EmailAddress,
  code: text('The code', { max: 20, missing: tx('Please enter the verification code'), tooLong: CODE_LENGTH_MESSAGE })
    .transform(normaliseCode)
    .pipe(z.string().length(CODE_LENGTH, CODE_LENGTH_MESSAGE)),
});

export type SendSignupCodeInput = z.input<typeof SendSignupCodeInput>;
export type VerifyCodeInput = z.input<typeof VerifyCodeInput>;

/** One row of the tier table (src/tier-benefits.ts says what each field changes). */
export const TierBenefitsView = z.object({
  tier: z.enum(PREMIUM_STATUSES),
  returnWindowDays: z.number().int(),
  freeReturnShipping: z.boolean(),
  freeStandardShipping: z.boolean(),
  printDiscountPercent: z.number().int(),
});

/** The signed-in customer as GET /api/auth/user and the pages see them. */
export const AccountUser = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  /** The profile's phone: checkout starts from it (spec section 5). */
  phone: z.string().nullable(),
  clientType: z.enum(CLIENT_TYPE_VALUES).nullable(),
  premiumStatus: z.enum(PREMIUM_STATUSES),
  /** What the customer's tier gives them now (the tier table): their prices, shipping and returns. */
  tier: TierBenefitsView,
  /** An admin (ADMIN_EMAILS): every right in the back office. */
  isAdmin: z.boolean(),
  /** The back-office role (support staff read and run returns, move no money); null for a customer. */
  staffRole: z.enum(STAFF_ROLES).nullable(),
});

export type AccountUser = z.infer<typeof AccountUser>;

/** What the send-code calls answer: a sentence for the page to show. */
export const CodeSent = z.object({ message: z.string() });
