import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { updatedAt } from '../columns.ts';

/**
 * What an e-mail address said about marketing e-mail: yes (where the shipping country asks for it first),
 * or no more (an unsubscribe, which always wins). Its token is what the unsubscribe links carry, so a link
 * names no address. Kept by address, not account: a guest's checkout gives consent too.
 */
export const MarketingContactSchema = defineEntity({
  name: 'MarketingContact',
  tableName: 'marketing_contacts',
  properties: {
    /** Lower case. */
    email: p.string().length(254).primary(),
    token: p.string().length(22).unique(),
    consentedAt: p.datetime().nullable(),
    unsubscribedAt: p.datetime().nullable(),
    updatedAt: updatedAt(),
  },
});

export type MarketingContact = InferEntity<typeof MarketingContactSchema>;
