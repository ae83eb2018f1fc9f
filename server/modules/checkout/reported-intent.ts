import type { PaymentIntentState, PaymentProvider } from '../../integrations/payments/index.ts';

/**
 * The intent a webhook reports, as the provider has it when asked by its id. A signed event is
 * trusted to say which intent changed, not what it holds: the shop settles on the provider's own
 * answer, and only when that intent names the same checkout as the event. Null otherwise (an id the
 * provider does not know, or metadata that is not the intent's own), and nothing is settled.
 */
export async function reportedIntent(payments: PaymentProvider, reported: PaymentIntentState): Promise<PaymentIntentState | null> {
  const current = await payments.retrieveIntent(reported.id);
  if (!current || current.metadata.checkout !== reported.metadata.checkout) return null;
  return current;
}
