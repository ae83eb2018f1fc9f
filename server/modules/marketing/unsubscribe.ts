import { tx } from '../../../src/i18n-text.ts';
import { DomainError } from '../../../src/domain-error.ts';
import type { RequestScope } from '../request-scope.ts';
import { unsubscribeByToken } from './marketing-contacts.ts';

export const UNSUBSCRIBE_LINK_INVALID = tx('That unsubscribe link is not valid');

/** The unsubscribe an e-mail's link or its one-click header asks for. */
export async function unsubscribe(ctx: RequestScope, token: string): Promise<{ unsubscribed: true }> {
  if (!(await unsubscribeByToken(ctx.em, token, ctx.services.clock()))) throw new DomainError('NOT_FOUND', UNSUBSCRIBE_LINK_INVALID);
  return { unsubscribed: true };
}
