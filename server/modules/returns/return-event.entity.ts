import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { RETURN_ACTIONS } from '../../../src/returns.ts';
import { RETURN_STATUSES } from '../../../src/statuses.ts';
import { createdAt, oneOf, serialId } from '../columns.ts';
import { ReturnRequestSchema } from './return-request.entity.ts';

/**
 * A return's history, append-only: one row per decision (return-decisions.ts writes them), with the
 * staff member who made it and the note the customer was told.
 */
export const ReturnEventSchema = defineEntity({
  name: 'ReturnEvent',
  tableName: 'return_events',
  indexes: [{ properties: ['returnRequest', 'id'] }],
  properties: {
    id: serialId(),
    returnRequest: () => p.manyToOne(ReturnRequestSchema).ref().deleteRule('cascade'),
    createdAt: createdAt(),
    action: p.string().length(20).check(oneOf('action', RETURN_ACTIONS)),
    fromStatus: p.string().length(20).check(oneOf('from_status', RETURN_STATUSES)),
    toStatus: p.string().length(20).check(oneOf('to_status', RETURN_STATUSES)),
    note: p.text().nullable(),
    actorEmail: p.string().length(255),
  },
});

export type ReturnEvent = InferEntity<typeof ReturnEventSchema>;
