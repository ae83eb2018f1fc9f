/**
 * How the shop is started in production: `npm start` (package.json) and deploy/canvas-shop@.service's
 * ExecStart run the project's Node with these arguments and this environment (start-command.test.ts
 * checks that they agree).
 * The browser tests, the cluster test and the benches start the shop with them too, so they measure what
 * production runs.
 *
 * The V8 flags bound the heap (docs/memory.md). Without them V8 sizes the heap from the machine's memory:
 * on a 24 GB machine it let garbage pile up to 600 MB of heap under load before collecting it, while
 * what the shop really holds is 85-115 MB, so the process stood at 540-780 MB resident and rising. With
 * them it stays under 300 MB over 20 minutes of mixed load (docs/memory.md):
 * - the young generation (where each request's short-lived objects go) has two semi-spaces of at most
 *   8 MB instead of 32 MB: more scavenges, each shorter, for about 3% more CPU per request; with 16 MB
 *   the shop stood 30 MB higher;
 * - the old generation may grow to 512 MB, four times what the shop holds: V8 then grows it by a smaller
 *   factor after each full collection. A shop that really needed more would stop with a heap-out-of-memory
 *   error and be restarted (systemd, Restart=on-failure); 512 MB is also V8's own limit on a 2 GB server.
 */
export const SHOP_V8_FLAGS = ['--max-semi-space-size=8', '--max-old-space-size=512'];

/**
 * glibc's malloc gives each thread that allocates an arena of its own (up to 8 per core), and keeps
 * what it freed there. The pages' brotli and gzip run on libuv's threads: with two arenas instead, the
 * shop stood 10-19 MB lower after 2 × 30 s of load with compressed pages (290-291 and 294 MB against
 * 302-303 and 305-313 MB), at the same throughput (docs/memory.md).
 *
 * glibc also raises its threshold for giving large blocks their own mapping each time such a block is
 * freed (up to 32 MB), and keeps up to twice that free at the top of its heap: brotli's working memory,
 * a few MB per page compressed, then stays resident. Fixed at glibc's starting value (128 KB), large
 * blocks go back to the system when freed.
 */
export const SHOP_ENVIRONMENT = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072', MALLOC_TRIM_THRESHOLD_: '131072' } as const;

/** After `node`: the flags, TypeScript through tsx, the shop's entry. Relative to the project's root. */
export const SHOP_NODE_ARGUMENTS = [...SHOP_V8_FLAGS, '--import', 'tsx', 'server/main.ts'];
