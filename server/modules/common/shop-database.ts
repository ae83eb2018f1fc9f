import type { EntityManager, InferKyselyDB } from '@mikro-orm/postgresql';
import type { Kysely } from 'kysely';
import type { ENTITIES } from '../entities.ts';

/** Every table and column of the shop as the entities declare them, for typed SQL through Kysely. */
export type ShopDatabase = InferKyselyDB<(typeof ENTITIES)[number]>;

/**
 * Kysely on `em`'s connection: inside `em.transactional` it runs in that transaction. Table and column
 * names are the database's (snake_case), checked against the entities at compile time.
 */
export const typedSql = (em: EntityManager): Kysely<ShopDatabase> => em.getKysely<ShopDatabase>();
