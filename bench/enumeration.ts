/**
 * `npx tsx bench/enumeration.ts`: whether the sign-in answers tell a registered address from an
 * unknown one by their time. 100 interleaved pairs per endpoint (which of the two goes first
 * alternates), each request from its own client IP, so no limit is met; prints the median of each
 * side, and in how many pairs the registered address was the slower. The database flushes every commit, as `npm start` runs it: a
 * transaction that writes waits for its flush, one that only reads does not, and that difference is
 * the one a prober sees. Not a test: times on a shared 2-core machine move, the order of events and
 * the statements run are what the tests compare (server/modules/auth/auth.test.ts). The runs are kept
 * in bench/results/enumeration.md.
 */
import { randomBytes } from 'node:crypto';
import { UserSchema } from '../server/modules/user/index.ts';
import { startBenchShop } from './bench-shop.ts';
import { BenchRun } from './results.ts';

const PAIRS = 100;
const record = new BenchRun('enumeration', 'Whether the sign-in answers tell a registered address by their time (bench/enumeration.ts)');
const bench = await startBenchShop({ poolSize: 4, durable: true });
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
/** Addresses no code was ever asked for. */
const neverAsked = Array.from({ length: PAIRS }, (_, index) => `nobody${index}-${tag}@example.com`);
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
const wrongCode: Body = (email) => ({ email, code: 'ABCDEF' });
/** Each against registered addresses: its name, path, body and the unknown addresses it is compared with. */
const ENDPOINTS: [string, string, Body, string[]][] = [
  ['send-signup-code', '/api/auth/send-signup-code', (email) => ({ email, firstName: 'Ada', lastName: 'Lovelace', clientType: 'interior_designer' }), unknown],
  ['send-login-code', '/api/auth/send-login-code', (email) => ({ email }), unknown],
  // After a login code was sent to both (so both have a code row), a wrong code.
  ['verify-login-code', '/api/auth/verify-login-code', wrongCode, unknown],
  // The prober's case: a wrong code for an account (its second try) against an address that never asked for one.
  ['verify-login-code, never asked', '/api/auth/verify-login-code', wrongCode, neverAsked],
  // Both asked to sign up: the account's owner got a login code, the unknown address a pending sign-up.
  ['verify-signup-code', '/api/auth/verify-signup-code', wrongCode, unknown],
];

const rows: string[][] = [];
for (const [name, url, body, strangers] of ENDPOINTS) {
  const times = { registered: [] as number[], unknown: [] as number[] };
  for (let pair = 0; pair < PAIRS; pair += 1) {
    const order = pair % 2 === 0 ? (['registered', 'unknown'] as const) : (['unknown', 'registered'] as const);
    for (const kind of order) {
      const email = (kind === 'registered' ? registered : strangers)[pair]!;
      times[kind].push(await timed(url, body(email)));
    }
  }
  const [known, stranger] = [median(times.registered), median(times.unknown)];
  // How often the slower of a pair was the registered address: a guess by time is right that often.
  const slower = times.registered.filter((took, pair) => took > times.unknown[pair]!).length;
  rows.push([name, `${known.toFixed(2)} ms`, `${stranger.toFixed(2)} ms`, `${(known - stranger).toFixed(2)} ms`, `${slower} of ${PAIRS}`]);
}

record.table(`Medians over ${PAIRS} interleaved pairs (app.inject, production build of the app, a database that flushes its commits)`, [
  ['endpoint', 'registered', 'unknown', 'difference', 'registered slower'],
  ...rows,
]);
await record.save();
await bench.close();
