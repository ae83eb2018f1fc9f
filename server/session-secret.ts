import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * SESSION_SECRET when set; otherwise one made on first start and kept in DATA_DIR, so sessions
 * survive restarts without anyone having to invent a secret.
 */
export async function sessionSecret(env: { SESSION_SECRET?: string | undefined; DATA_DIR: string }): Promise<string> {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  const file = path.join(env.DATA_DIR, 'session-secret');
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  await mkdir(env.DATA_DIR, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
