import { afterAll } from 'vitest';
import { closeTestOrm } from './database.ts';
import { closeTestBoss } from './jobs.ts';

// Each test file gets its own ORM connection and pg-boss to its worker's database; close them when the file ends.
afterAll(async () => {
  await closeTestBoss();
  await closeTestOrm();
});
