import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** Server-side session store (the connect-pg-simple layout: sid, sess, expire). */
export const SessionSchema = defineEntity({
  name: 'Session',
  tableName: 'sessions',
  properties: {
    sid: p.string().length(255).primary(),
    sess: p.json<Record<string, unknown>>(),
    expire: p.datetime().index(),
  },
});

export type Session = InferEntity<typeof SessionSchema>;
