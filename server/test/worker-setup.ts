import { afterAll } from 'vitest';
import { closeTestOrm } from './database.ts';

// Each test file gets its own ORM connection to its worker's database; close it when the file ends.
afterAll(closeTestOrm);
