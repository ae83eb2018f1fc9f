/**
 * One making at a time in this process: an artwork drawn or fetched, a zoom cut (seconds of one core
 * each). On a 2-core server the other core keeps serving; visitors asking for several prints' zooms at
 * once, or the job, wait their turn rather than taking every core.
 */
let line: Promise<unknown> = Promise.resolve();

export function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const turn = line.then(work, work);
  line = turn.catch(() => undefined);
  return turn;
}
