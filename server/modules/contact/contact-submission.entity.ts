import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { CONTACT_STATUSES } from '../../../src/statuses.ts';
import { createdAt, oneOf, serialId } from '../columns.ts';

export const ContactSubmissionSchema = defineEntity({
  name: 'ContactSubmission',
  tableName: 'contact_submissions',
  indexes: [
    // A customer's messages, by the address they wrote from in any letter case (back-office/customer-detail.ts).
    { name: 'contact_submissions_email_index', expression: 'create index "contact_submissions_email_index" on "contact_submissions" (lower("email"))' },
  ],
  properties: {
    id: serialId(),
    name: p.string().length(100),
    email: p.string().length(255),
    phone: p.string().length(20).nullable(),
    subject: p.string().length(50),
    message: p.string().length(400),
    ipAddress: p.string().length(45).nullable(),
    userAgent: p.text().nullable(),
    status: p.string().length(20).default('pending').check(oneOf('status', CONTACT_STATUSES)).index(),
    createdAt: createdAt(),
  },
});

export type ContactSubmission = InferEntity<typeof ContactSubmissionSchema>;
