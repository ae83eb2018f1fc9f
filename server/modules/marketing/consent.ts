import type { RequestScope } from '../request-scope.ts';
import { recordConsent } from './marketing-contacts.ts';

/** The checkout's "e-mail me" box ticked: a yes for the address typed, else the signed-in customer's; nothing without either. */
export async function consentAtCheckout(ctx: RequestScope, email: string | undefined): Promise<void> {
  const address = email ?? (await ctx.currentUser())?.email;
  if (address) await recordConsent(ctx.em, address, ctx.services.clock());
}
