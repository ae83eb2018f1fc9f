import { afterAll } from 'vitest';
import { closeTestOrm } from './database.ts';
import { closeTestBoss } from './jobs.ts';
import { closeTestMailbox } from './mailbox.ts';

// Each test file gets its own ORM connection and pg-boss to its worker's database, and its own SMTP
// peer; close them when the file ends. Files share a worker's modules (isolate: false in vite.config.ts),
// so the next file starts its own rather than inheriting this one's mail and connections.
afterAll(async () => {
  await closeTestBoss();
  await closeTestOrm();
  await closeTestMailbox();
});
