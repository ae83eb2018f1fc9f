import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { CLIENT_TYPE_VALUES } from '../../../src/client-types.ts';
import { PREMIUM_STATUSES } from '../../../src/statuses.ts';
import { createdAt, localeColumn, money, oneOf, serialId, updatedAt } from '../columns.ts';

/**
 * What the admin's customer search matches a substring of (server/modules/premium/premium-customers.ts):
 * e-mail and name, lowered. The query repeats this exact expression so that PostgreSQL answers it
 * from the trigram index below, which keeps the search fast at 50,000 customers.
 */
export const USER_SEARCH_TEXT = `lower("email" || ' ' || coalesce("first_name", '') || ' ' || coalesce("last_name", ''))`;

export const UserSchema = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: {
    id: serialId(),
    // Stored lower-cased, so the unique key also holds across letter case.
    email: p.string().length(255).unique(),
    firstName: p.string().length(100).nullable(),
    lastName: p.string().length(100).nullable(),
    profileImageUrl: p.string().length(500).nullable(),
    phone: p.string().length(20).nullable(),
    clientType: p.string().length(50).nullable().check(oneOf('client_type', CLIENT_TYPE_VALUES)),
    profileCompleted: p.boolean().default(false),
    stripeCustomerId: p.string().length(255).nullable(),
    premiumStatus: p.string().length(20).default('none').check(oneOf('premium_status', PREMIUM_STATUSES)),
    premiumSince: p.datetime().nullable(),
    totalSpent: money().default('0.00'),
    orderCount: p.integer().default(0),
    vipNotes: p.text().nullable(),
    /**
     * The language the customer last chose (signing up or in, switching languages, ordering): every later
     * e-mail to them is written in it. Null for accounts older than the column.
     */
    locale: localeColumn().nullable(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  indexes: [
    // New customers of a range of days (back-office/overview.ts).
    { properties: ['createdAt'] },
    {
      name: 'users_search_trgm_index',
      expression: `create index "users_search_trgm_index" on "users" using gin ((${USER_SEARCH_TEXT}) gin_trgm_ops)`,
    },
  ],
});

export type User = InferEntity<typeof UserSchema>;
