/**
 * `npx tsx bench/enumeration.ts`: whether the sign-in answers tell a registered address from an
 * unknown one by their time. 100 interleaved pairs per endpoint (which of the two goes first
 * alternates), each request from its own client IP and each address used once, so no limit is met;
 * prints the median of each side. Not a test: times on a shared 2-core machine move, the order of
 * events is what the tests compare (server/modules/auth/auth.test.ts).
 */
import { randomBytes } from 'node:crypto';
import { UserSchema } from '../server/modules/user/user.entity.ts';
import { startBenchShop } from './bench-shop.ts';

const PAIRS = 100;
const bench = await startBenchShop({ poolSize: 4 });
const { shop } = bench;
await shop.ready();

let ip = 0;
const nextIp = () => {
  ip += 1;
  return `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`;
};
const tag = randomBytes(3).toString('hex');
const registered = Array.from({ length: PAIRS }, (_, index) => `member${index}-${tag}@example.com`);
const unknown = Array.from({ length: PAIRS }, (_, index) => `stranger${index}-${tag}@example.com`);
const em = bench.orm.em.fork();
for (const email of registered) em.create(UserSchema, { email, firstName: 'Ada', lastName: 'Lovelace' });
await em.flush();

const settle = () => new Promise((resolve) => setTimeout(resolve, 15));

async function timed(url: string, payload: object): Promise<number> {
  const started = performance.now();
  const answer = await shop.inject({ method: 'POST', url, payload, remoteAddress: nextIp() });
  const took = performance.now() - started;
  if (answer.statusCode >= 500 || answer.statusCode === 429) throw new Error(`${url}: ${answer.statusCode} ${answer.body}`);
  // The work after the answer (the account lookup, the code, its mail) must not overlap the next request.
  await settle();
  return took;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return (sorted[Math.floor((sorted.length - 1) / 2)]! + sorted[Math.ceil((sorted.length - 1) / 2)]!) / 2;
};

type Body = (email: string) => object;
const ENDPOINTS: [string, string, Body][] = [
  ['send-signup-code', '/api/auth/send-signup-code', (email) => ({ email, firstName: 'Ada', lastName: 'Lovelace', clientType: 'interior_designer' })],
  ['send-login-code', '/api/auth/send-login-code', (email) => ({ email })],
  // After a login code was sent to both (so both have a code row), a wrong code.
  ['verify-login-code', '/api/auth/verify-login-code', (email) => ({ email, code: 'ABCDEF' })],
];

const rows: string[] = [];
for (const [name, url, body] of ENDPOINTS) {
  const times = { registered: [] as number[], unknown: [] as number[] };
  for (let pair = 0; pair < PAIRS; pair += 1) {
    const order = pair % 2 === 0 ? (['registered', 'unknown'] as const) : (['unknown', 'registered'] as const);
    for (const kind of order) {
      const email = (kind === 'registered' ? registered : unknown)[pair]!;
      times[kind].push(await timed(url, body(email)));
    }
  }
  const [known, stranger] = [median(times.registered), median(times.unknown)];
  rows.push(`| ${name} | ${known.toFixed(2)} ms | ${stranger.toFixed(2)} ms | ${(known - stranger).toFixed(2)} ms |`);
}

console.log(`\nMedians over ${PAIRS} interleaved pairs (app.inject, production build of the app, ${new Date().toISOString()}):\n`);
console.log('| endpoint | registered | unknown | difference |');
console.log('|---|---|---|---|');
for (const row of rows) console.log(row);
await bench.close();
