import autocannon from 'autocannon';

export interface Sample {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

export const CONNECTIONS = 50;

/**
 * One autocannon run. The load comes from a worker thread so that it does not share the event
 * loop of the servers under test (they still share the machine's cores, as in CI).
 * A run with any error or non-2xx answer, or without a single answer, is a failed benchmark, not a number.
 */
export async function measure(url: string, seconds: number, connections = CONNECTIONS): Promise<Sample> {
  const result = await autocannon({ url, connections, duration: seconds, workers: 1 });
  if (result.errors || result.timeouts || result.non2xx) {
    throw new Error(`${url}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx answers`);
  }
  if (result.requests.total === 0) throw new Error(`${url}: no answer within ${seconds} s`);
  return { requestsPerSecond: result.requests.average, p50Ms: result.latency.p50, p99Ms: result.latency.p99 };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
