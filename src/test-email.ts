import { z } from 'zod';
import { EmailAddress } from './auth.ts';

/** /email-test (spec sections 2 and 7): an admin sends one of the shop's real e-mails, filled with a sample order. */

export const TEST_EMAIL_TYPES = ['order', 'shipping'] as const;
export type TestEmailType = (typeof TEST_EMAIL_TYPES)[number];

export const TestEmailInput = z.strictObject({
  email: EmailAddress,
  type: z.enum(TEST_EMAIL_TYPES, { message: 'Type must be order or shipping' }),
});
export type TestEmailInput = z.input<typeof TestEmailInput>;

export const TestEmailReceipt = z.object({
  message: z.string(),
  to: z.string(),
  type: z.enum(TEST_EMAIL_TYPES),
  subject: z.string(),
});
export type TestEmailReceipt = z.infer<typeof TestEmailReceipt>;
