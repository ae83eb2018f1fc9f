import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { FailedImport } from '../../../src/printify.ts';
import { serialId } from '../columns.ts';

/** Each catalogue sync with Printify and how it ended: the admin Products tab shows the last one. */
export const PrintifySyncSchema = defineEntity({
  name: 'PrintifySync',
  tableName: 'printify_syncs',
  indexes: [{ properties: ['finishedAt'] }],
  properties: {
    id: serialId(),
    finishedAt: p.datetime().defaultRaw('now()'),
    /** Printify products made or updated as shop products. */
    synced: p.integer(),
    /** Locked ("Publishing") products acknowledged. */
    publishingFixed: p.integer(),
    /** Shop products hidden because Printify no longer has them. */
    hidden: p.integer(),
    /** The products it could not import, each with its reason. A raw default: the ORM would write a plain one as a JSON string. */
    failed: p.json<FailedImport[]>().defaultRaw("'[]'"),
    /** Why it failed, in words an admin can act on; null when it went through. */
    error: p.text().nullable(),
    /** Who asked (an admin's e-mail); null for the scheduled sweep. */
    requestedBy: p.string().length(255).nullable(),
  },
});

export type PrintifySync = InferEntity<typeof PrintifySyncSchema>;
