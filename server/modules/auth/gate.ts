import type { StaffRole } from '../../../src/statuses.ts';
import type { AuditActor } from '../audit/index.ts';
import type { RequestScope } from '../request-scope.ts';
import type { User } from '../user/index.ts';
import { DomainError } from '../../../src/domain-error.ts';
import { tx } from '../../../src/i18n-text.ts';

/**
 * Who may pass: the one check behind tRPC's protected, staff and admin procedures, and behind the few
 * REST paths that no procedure can serve (a file download). The staff lists (ADMIN_EMAILS,
 * SUPPORT_EMAILS) are read on every call.
 */

export const STAFF_ONLY = 'This area is for shop staff only.';
export const ADMINS_ONLY =
  'Only shop administrators can do this. Support staff can read orders, customers, returns and messages, decide returns, resend e-mails, correct the address of a print order and set message status, but cannot move money or change coupons, tiers, the VPN whitelist or the catalogue.';

/** The signed-in user; 401 for a visitor. */
export async function requireUser(scope: Pick<RequestScope, 'currentUser'>): Promise<User> {
  const user = await scope.currentUser();
  if (!user) throw new DomainError('UNAUTHORIZED', tx('Please sign in to continue.'));
  return user;
}

async function requireRole(scope: Pick<RequestScope, 'currentUser' | 'staffRole'>, allowed: readonly StaffRole[]): Promise<AuditActor> {
  const user = await requireUser(scope);
  const role = scope.staffRole(user);
  if (!role) throw new DomainError('FORBIDDEN', STAFF_ONLY);
  if (!allowed.includes(role)) throw new DomainError('FORBIDDEN', ADMINS_ONLY);
  return { email: user.email, role };
}

/** An admin or a support person (reads of the back office, returns, resent e-mails, print addresses, message status); 401 for a visitor, 403 for a customer. */
export const requireStaff = (scope: Pick<RequestScope, 'currentUser' | 'staffRole'>) => requireRole(scope, ['admin', 'support']);

/** An admin (money, coupons, tiers, the whitelist, the catalogue, test e-mails, the audit trail); 403 for a customer or a support person. */
export const requireAdmin = (scope: Pick<RequestScope, 'currentUser' | 'staffRole'>) => requireRole(scope, ['admin']);
