import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take longest, mostly waiting (on a shop in a child process, on hundreds of racing
 * shoppers, on the checkout's debounce timers, on initdb), go to the workers first, so the rest of the run
 * overlaps them. Vitest's own order would start them late: project by project, then by the last run's
 * durations, or on a fresh clone by file size.
 */
const LONGEST = [
  'server/mail-crash.test.ts',
  'server/modules/checkout/checkout-concurrency.test.ts',
  'client/pages/CheckoutPage.test.tsx',
  'server/crash-restart.test.ts',
  'server/embedded-postgres.test.ts',
];

const rank = (spec: TestSpecification) => {
  const index = LONGEST.indexOf(path.relative(spec.project.config.root, spec.moduleId).split(path.sep).join('/'));
  return index === -1 ? LONGEST.length : index;
};

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // Array.prototype.sort is stable: the others keep Vitest's order.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
