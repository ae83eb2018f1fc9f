import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, open, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../server/postgres/free-port.ts';
import { SHOP_ENVIRONMENT, SHOP_NODE_ARGUMENTS } from '../server/start-command.ts';
import { TestMailbox } from '../server/test/mailbox.ts';
import { PrintifyStandin } from '../server/test/printify-standin.ts';
import { StripeStandin } from '../server/test/stripe-standin.ts';
import { startDebianPostgres, type DebianPostgres } from './postgres.ts';

/**
 * What a shop owner runs after deploy/: Debian's PostgreSQL, N shop instances on it through
 * DATABASE_URL and DATABASE_OWNER_URL (each `npm start`, as the systemd unit runs it), and Debian's nginx in front with
 * deploy/nginx-canvas-shop.conf, its ports and certificate swapped for local ones. Mail goes to an
 * SMTP peer the test reads; Stripe and Printify are the stand-ins the server tests use (server/test),
 * so payments, webhooks and syncs go the way they go in production. Everything runs from a temporary
 * directory and on loopback ports.
 */

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '..');
const SITE = path.join(ROOT, 'deploy', 'nginx-canvas-shop.conf');
export const ADMIN = 'owner@cluster.example';

export interface Instance {
  port: number;
  url: string;
  /** SIGTERM, as systemd stops it; resolves when the process has exited, with its exit code. */
  stop(): Promise<number | null>;
  /** Starts it again on its port and waits until /readyz answers 200. */
  start(): Promise<void>;
  /** The end of its log: what a failed assertion about it shows. */
  logTail(): Promise<string>;
}

export interface ShopCluster {
  /** https://127.0.0.1:<port>, through nginx. */
  url: string;
  instances: Instance[];
  postgres: DebianPostgres;
  mailbox: TestMailbox;
  /** Stripe for every instance: checkouts open PaymentIntents here; the test pays them and signs its webhooks. */
  stripe: StripeStandin;
  /** Printify for every instance: the catalogue the syncs read and the webhooks' signer. */
  printify: PrintifyStandin;
  /** The cluster's temporary directory, removed by close(). */
  dir: string;
  close(): Promise<void>;
}

export async function startShopCluster(size = 3): Promise<ShopCluster> {
  const dir = await mkdtemp(path.join(tmpdir(), 'shop-cluster-'));
  const opened: (() => Promise<unknown>)[] = [() => rm(dir, { recursive: true, force: true })];
  const close = async () => {
    for (const undo of opened.reverse()) await undo().catch(() => {});
  };
  try {
    const postgres = await startDebianPostgres();
    opened.push(() => postgres.stop());
    const mailbox = await new TestMailbox().start();
    opened.push(() => mailbox.close());
    const stripe = await new StripeStandin().start();
    opened.push(() => stripe.close());
    const printify = await new PrintifyStandin().start();
    opened.push(() => printify.close());

    const env = { ...instanceEnv(mailbox), ...stripe.env, ...printify.env(), DATABASE_URL: postgres.appUrl, DATABASE_OWNER_URL: postgres.ownerUrl };
    const instances: Instance[] = [];
    for (let n = 0; n < size; n += 1) {
      const instance = shopInstance(await freePort(), { ...env, DATA_DIR: path.join(dir, `instance-${n}`) }, path.join(dir, `instance-${n}.log`));
      instances.push(instance);
      opened.push(() => instance.stop());
    }
    // The first applies the migrations and seeds the demo catalogue; the others then start together.
    await instances[0]!.start();
    await Promise.all(instances.slice(1).map((instance) => instance.start()));

    const port = await freePort();
    const nginx = await startNginx(dir, port, instances);
    opened.push(nginx);
    return { url: `https://127.0.0.1:${port}`, instances, postgres, mailbox, stripe, printify, dir, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** The settings every instance shares, as deploy/canvas-shop.env.example has them; DATABASE_URL and DATA_DIR are the caller's. */
export function instanceEnv(mailbox: TestMailbox): Record<string, string> {
  return {
    HOST: '127.0.0.1',
    TRUST_PROXY: '127.0.0.1',
    SESSION_SECRET: 'cluster-test-session-secret-shared-by-every-instance',
    PUBLIC_URL: 'https://shop.cluster.example',
    SMTP_URL: mailbox.smtpUrl,
    ADMIN_EMAILS: ADMIN,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    SHUTDOWN_DRAIN_SECONDS: '1',
    JOB_SUPERVISE_SECONDS: '2',
  };
}

/** An instance of the shop; its log (errors while PostgreSQL is away, say) goes to `logFile`, shown when it fails to start. */
export function shopInstance(port: number, env: Record<string, string>, logFile: string): Instance {
  let child: ChildProcess | undefined;
  let exited: Promise<number | null> = Promise.resolve(null);
  const url = `http://127.0.0.1:${port}`;
  return {
    port,
    url,
    async start() {
      const log = await open(logFile, 'a');
      child = spawn(process.execPath, SHOP_NODE_ARGUMENTS, {
        cwd: ROOT,
        env: { ...process.env, ...SHOP_ENVIRONMENT, ...env, PORT: String(port) },
        stdio: ['ignore', log.fd, log.fd],
      });
      await log.close();
      const started = child;
      exited = new Promise((resolve) => started.once('exit', (code) => resolve(code)));
      const deadline = Date.now() + 120_000;
      for (;;) {
        if (started.exitCode !== null) {
          throw new Error(`The shop on port ${port} ended (${started.exitCode}) before it was ready:\n${await this.logTail()}`);
        }
        if (Date.now() > deadline) throw new Error(`The shop on port ${port} was not ready within 120 s`);
        if (await fetch(`${url}/readyz`).then((answer) => answer.ok, () => false)) return;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
    async stop() {
      if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
    logTail: async () => (await readFile(logFile, 'utf8')).slice(-3000),
  };
}

/** nginx as the owner runs it, from a prefix of its own: the site file with local ports and a certificate made here. */
async function startNginx(dir: string, port: number, instances: Instance[]): Promise<() => Promise<void>> {
  const prefix = path.join(dir, 'nginx');
  await mkdir(path.join(prefix, 'temp'), { recursive: true });
  const [certificate, key] = [path.join(prefix, 'cert.pem'), path.join(prefix, 'key.pem')];
  await run('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-keyout', key, '-out', certificate]);

  let site = await readFile(SITE, 'utf8');
  const upstream = instances.map((instance) => `    server 127.0.0.1:${instance.port} max_fails=1 fail_timeout=5s;`).join('\n');
  site = site
    .replace(/( {4}server 127\.0\.0\.1:300\d [^\n]*\n)+/, `${upstream}\n`)
    .replace(/ {4}listen \[::\]:(80|443)[^\n]*\n/g, '')
    .replace('listen 80;', `listen 127.0.0.1:${await freePort()};`)
    .replace('listen 443 ssl http2;', `listen 127.0.0.1:${port} ssl http2;`)
    .replace(/ssl_certificate [^;]+;/, `ssl_certificate ${certificate};`)
    .replace(/ssl_certificate_key [^;]+;/, `ssl_certificate_key ${key};`);
  if (!site.includes(`listen 127.0.0.1:${port} ssl http2;`) || !site.includes(`127.0.0.1:${instances[0]!.port}`)) {
    throw new Error('deploy/nginx-canvas-shop.conf no longer has the lines the cluster test replaces');
  }
  await writeFile(path.join(prefix, 'canvas-shop.conf'), site);
  const temp = (name: string) => `${name}_temp_path ${path.join(prefix, 'temp', name)};`;
  await writeFile(
    path.join(prefix, 'nginx.conf'),
    [
      ...(userInfo().uid === 0 ? ['user root;'] : []),
      'daemon off;',
      'worker_processes 1;',
      `pid ${path.join(prefix, 'nginx.pid')};`,
      `error_log ${path.join(prefix, 'error.log')} warn;`,
      'events { worker_connections 4096; }',
      'http {',
      '  access_log off;',
      `  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}`,
      `  include ${path.join(prefix, 'canvas-shop.conf')};`,
      '}',
    ].join('\n'),
  );
  const nginx = spawn('nginx', ['-p', prefix, '-e', path.join(prefix, 'error.log'), '-c', path.join(prefix, 'nginx.conf')], { stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise((resolve) => nginx.once('exit', resolve));
  const deadline = Date.now() + 10_000;
  while (!(await fetch(`https://127.0.0.1:${port}/healthz`).then((answer) => answer.ok, () => false))) {
    if (nginx.exitCode !== null || Date.now() > deadline) throw new Error(`nginx did not start: ${await readFile(path.join(prefix, 'error.log'), 'utf8').catch(() => '')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return async () => {
    nginx.kill('SIGQUIT');
    await exited;
  };
}
