import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAt, serialId } from '../columns.ts';

/**
 * A login code sent by e-mail. Only a hash of the code is stored (DESIGN.md section 5), so the
 * column holds a SHA-256 hex digest rather than the 6 characters the shopper types.
 */
export const AuthCodeSchema = defineEntity({
  name: 'AuthCode',
  tableName: 'auth_codes',
  indexes: [{ properties: ['email', 'createdAt'] }],
  properties: {
    id: serialId(),
    email: p.string().length(255),
    code: p.string().length(64),
    expiresAt: p.datetime().index(),
    used: p.boolean().default(false),
    /** Wrong guesses so far; the code is void after five. */
    attempts: p.integer().default(0),
    createdAt: createdAt(),
  },
});

export type AuthCode = InferEntity<typeof AuthCodeSchema>;
