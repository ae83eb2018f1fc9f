import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * Each queued e-mail the mail worker handed to the mail server, by its stable Message-ID: a job run
 * again after a crash finds its mail here and does not send it twice (see mail-queue.ts).
 */
export const SentEmailSchema = defineEntity({
  name: 'SentEmail',
  tableName: 'sent_emails',
  indexes: [{ properties: ['sentAt'] }],
  properties: {
    messageId: p.string().length(255).primary(),
    sentAt: p.datetime().defaultRaw('now()'),
  },
});

export type SentEmail = InferEntity<typeof SentEmailSchema>;
