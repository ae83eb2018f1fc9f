import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildClient, CLIENT_DIST, clientBuildIsStale } from '../server/client-build.ts';

export interface LandingScript {
  file: string;
  gzipBytes: number;
  /** Whether it calls the admin router (`trpc.admin.…`, whose property names survive minifying). */
  callsAdmin: boolean;
}

/**
 * The JavaScript a first visit to the landing page downloads before it can render: the entry
 * script and the chunks index.html modulepreloads (the landing page is in the entry; every other
 * page is a lazy chunk). Sizes are gzip -9, as a CDN would serve them.
 */
export async function landingScripts(): Promise<LandingScript[]> {
  if (await clientBuildIsStale()) await buildClient();
  const html = await readFile(path.join(CLIENT_DIST, 'index.html'), 'utf8');
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const urls = tags.flatMap((tag) => {
    const entry = /^<script\b/.test(tag) && /\btype="module"/.test(tag) ? /\bsrc="([^"]+)"/.exec(tag) : null;
    const preload = /\brel="modulepreload"/.test(tag) ? /\bhref="([^"]+)"/.exec(tag) : null;
    return [entry?.[1], preload?.[1]].filter((url): url is string => Boolean(url));
  });
  if (urls.length === 0) throw new Error(`No entry script found in ${CLIENT_DIST}/index.html`);
  return Promise.all(
    urls.map(async (url) => {
      const code = await readFile(path.join(CLIENT_DIST, url));
      return { file: url, gzipBytes: gzipSync(code, { level: 9 }).length, callsAdmin: code.includes('.admin.') };
    }),
  );
}
