/**
 * What every module shares and no module owns: the clock, typed SQL (the shop's read view and each
 * module's writes, typed-sql.ts), the rate-limit counters and the limits built on them, the admin lists'
 * id cursor, CSV lines, LIKE escaping, the image library, the ScheduledPurge type. It imports no other
 * module. What the rest of the shop may use is exported here; the rest of the folder is its inside.
 */
export { systemClock, type Clock } from './clock.ts';
export { csvLines, type CsvColumns } from './csv.ts';
export { FailedAttemptLimits } from './failed-attempts.ts';
export { countOf, idPageOf } from './id-cursor.ts';
export { fetchFromImageHost, MAX_PIXELS, onImageHost } from './image-host.ts';
export { imageLibrary } from './image-library.ts';
export { likeContaining } from './like-pattern.ts';
export { cut, multiLineText, oneLineText, safeDescription } from './plain-text.ts';
export { randomToken } from './random-token.ts';
export { addHits, purgeExpiredCounters, takeHits, type LimitWindow } from './rate-limit-counters.ts';
export type { ScheduledPurge } from './scheduled-purge.ts';
export { sqlFor, type TablesOf } from './table-owners.ts';
export { asDriverException, asJsonb, compileOnce, expressionsFor, runCompiled, shopReads, shopSql, type Columns, type ShopDatabase, type ShopReads } from './typed-sql.ts';
export { takeOrRefuse, UsageLimits } from './usage-limits.ts';
