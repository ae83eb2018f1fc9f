import type { z } from 'zod';
import type { OrderView } from '../../../src/orders.ts';
import type { ReturnLookupInput } from '../../../src/returns.ts';
import { tx } from '../../../src/i18n-text.ts';
import { FailedAttemptLimits, type Clock } from '../common/index.ts';
import type { RequestScope } from '../request-scope.ts';
import { DomainError } from '../../../src/domain-error.ts';
import { orderByNumberAndEmail } from './order.queries.ts';

/** The documented limit: 30 failures in 10 minutes for one shopper (see FailedAttemptLimits for who that is). */
export const RETURN_LOOKUP_FAILURES_PER_SHOPPER = { limit: 30, windowMs: 10 * 60 * 1000 };
/** What one IP may fail in all, whoever behind it fails. */
export const RETURN_LOOKUP_FAILURES_PER_IP = { limit: 100, windowMs: 10 * 60 * 1000 };

export const ORDER_LOOKUP_NOT_FOUND = tx('We could not find an order with that number and e-mail address. Please check both and try again.');

/** Failed order lookups: a number and e-mail pair opens an order, so pairs must not be guessable. */
export const returnLookupLimits = (clock: Clock) =>
  new FailedAttemptLimits(
    clock,
    'return-lookup',
    { perShopper: RETURN_LOOKUP_FAILURES_PER_SHOPPER, perIp: RETURN_LOOKUP_FAILURES_PER_IP },
    tx('Too many order lookups. Please try again in {minutes, plural, one {# minute} other {# minutes}}.'),
  );

/** The returns page's lookup: the order whose number and customer e-mail both match; 404 otherwise. */
export async function lookupOrder(ctx: RequestScope, { email, orderNumber }: z.output<typeof ReturnLookupInput>): Promise<OrderView> {
  return ctx.services.returnLookupLimits.attempt(ctx, async () => {
    const order = await orderByNumberAndEmail(ctx.em, orderNumber, email);
    if (!order) throw new DomainError('NOT_FOUND', ORDER_LOOKUP_NOT_FOUND);
    return order;
  });
}
