import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { CLIENT_TYPE_VALUES } from '../../../src/client-types.ts';
import { createdAt, oneOf, serialId } from '../columns.ts';

/** A sign-up waiting for its e-mailed code; one per address, replaced when a new code is sent. */
export const TempUserSchema = defineEntity({
  name: 'TempUser',
  tableName: 'temp_users',
  properties: {
    id: serialId(),
    email: p.string().length(255).unique(),
    firstName: p.string().length(100),
    lastName: p.string().length(100),
    clientType: p.string().length(50).check(oneOf('client_type', CLIENT_TYPE_VALUES)),
    /** SHA-256 hex digest of the code, never the code itself. */
    authCode: p.string().length(64),
    attempts: p.integer().default(0),
    expiresAt: p.datetime().index(),
    createdAt: createdAt(),
  },
});

export type TempUser = InferEntity<typeof TempUserSchema>;
