import { z } from 'zod';
import { Id } from './cart.ts';
import { listPaging } from './paging.ts';
import { tx } from './i18n-text.ts';
import { CONTACT_STATUSES } from './statuses.ts';
import { text } from './text.ts';

/**
 * The contact form (spec sections 2, 5 and 9): the one schema the /contact page validates its fields
 * with and `POST /api/contact` parses the message with, so both give the same messages.
 */

export const CONTACT_SUBJECTS = ['Investor', 'Consultation request', 'Complaint', 'Technical Support'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export const CONTACT_NAME_MAX = 100;
export const CONTACT_PHONE_MAX = 20;
export const CONTACT_MESSAGE_MAX = 400;

export const CONTACT_MESSAGES = {
  nameRequired: tx('Name is required'),
  nameTooLong: tx('Name must not exceed 100 characters'),
  nameHtml: tx('HTML tags are not allowed in name'),
  nameSpecial: tx('Special characters are not allowed in name'),
  email: tx('Valid email is required'),
  phone: tx('Invalid phone number format'),
  subject: tx('Please choose a subject'),
  messageRequired: tx('Message is required'),
  messageTooLong: tx('Message must not exceed 400 characters'),
  messageHtml: tx('HTML tags are not allowed in message'),
  sql: tx('SQL commands are not allowed'),
  script: tx('Script content is not allowed'),
} as const;

/** An opening or closing tag, a comment or a doctype: `<b>`, `</p>`, `<img src=x>`, `<!-- -->`. */
const HTML_TAG = /<[a-z!/?][^>]*>/i;
/** The name's characters that mean something in HTML, SQL or a shell. */
const NAME_SPECIALS = /[<>'";&]/;
/** Digits, spaces, hyphens, plus, parentheses and dots, e.g. "+1 (305) 555-0100". */
const PHONE = /^[0-9 ()+.-]*$/;
/** The spec's SQL words, as whole words in any letter case: "update" is refused, "updated" is not. */
const SQL_WORDS = /\b(select|insert|update|delete|drop|create|alter|exec|union|script)\b/i;
/** Script schemes and inline event handlers, anywhere and in any letter case. */
const SCRIPT = /javascript:|vbscript:|data:|onload|onerror|onclick/i;

/** Stops at the first broken rule, so a field has one message (the one the form shows). */
const rule = (check: (value: string) => boolean, message: string) => [check, { message, abort: true }] as const;

export const ContactMessageInput = z.strictObject({
  name: text('Name', { max: CONTACT_NAME_MAX, required: CONTACT_MESSAGES.nameRequired, tooLong: CONTACT_MESSAGES.nameTooLong })
    .refine(...rule((value) => !HTML_TAG.test(value), CONTACT_MESSAGES.nameHtml))
    .refine(...rule((value) => !NAME_SPECIALS.test(value), CONTACT_MESSAGES.nameSpecial)),
  email: text('Email', { max: 255, required: CONTACT_MESSAGES.email, tooLong: CONTACT_MESSAGES.email }).pipe(z.email(CONTACT_MESSAGES.email)),
  phone: text('Phone', { max: CONTACT_PHONE_MAX, missing: CONTACT_MESSAGES.phone, tooLong: CONTACT_MESSAGES.phone })
    .refine(...rule((value) => PHONE.test(value), CONTACT_MESSAGES.phone))
    .nullish()
    // Left blank, it is not stored at all.
    .transform((value) => value || null),
  subject: z.enum(CONTACT_SUBJECTS, { message: CONTACT_MESSAGES.subject }),
  message: text('Message', {
    max: CONTACT_MESSAGE_MAX,
    required: CONTACT_MESSAGES.messageRequired,
    tooLong: CONTACT_MESSAGES.messageTooLong,
    multiline: true,
  })
    .refine(...rule((value) => !HTML_TAG.test(value), CONTACT_MESSAGES.messageHtml))
    .refine(...rule((value) => !SQL_WORDS.test(value), CONTACT_MESSAGES.sql))
    .refine(...rule((value) => !SCRIPT.test(value), CONTACT_MESSAGES.script)),
});
export type ContactMessageInput = z.input<typeof ContactMessageInput>;

export const CONTACT_THANKS = tx("Thank you for contacting us. We'll get back to you soon.");

/** What `POST /api/contact` answers once the message is stored and support is told. */
export const ContactReceipt = z.object({ received: z.literal(true), message: z.string() });
export type ContactReceipt = z.infer<typeof ContactReceipt>;

// ---- Admin reading ----

export const ContactStatus = z.enum(CONTACT_STATUSES, { message: `Status must be one of ${CONTACT_STATUSES.join(', ')}` });

export const CONTACT_PAGE_SIZE = 50;

/** One page of messages, newest first; `status` keeps only those in it. */
export const ContactSubmissionListInput = z.strictObject({
  status: ContactStatus.optional(),
  ...listPaging(CONTACT_PAGE_SIZE),
});
export type ContactSubmissionListInput = z.input<typeof ContactSubmissionListInput>;

export const ContactSubmissionView = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  status: ContactStatus,
  createdAt: z.string(),
});
export type ContactSubmissionView = z.infer<typeof ContactSubmissionView>;

export const SetContactStatusInput = z.strictObject({
  id: Id('Message'),
  status: ContactStatus,
});
export type SetContactStatusInput = z.input<typeof SetContactStatusInput>;
