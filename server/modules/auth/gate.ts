import type { RequestScope } from '../request-scope.ts';
import type { User } from '../user/user.entity.ts';
import { DomainError } from '../common/domain-error.ts';

/**
 * Who may pass: the one check behind tRPC's protected and admin procedures, and behind the few REST
 * paths that no procedure can serve (a file download). The admin list is read on every call.
 */

/** The signed-in user; 401 for a visitor. */
export async function requireUser(scope: Pick<RequestScope, 'currentUser'>): Promise<User> {
  const user = await scope.currentUser();
  if (!user) throw new DomainError('UNAUTHORIZED', 'Please sign in to continue.');
  return user;
}

/** An admin; 401 for a visitor, 403 for a signed-in customer. */
export async function requireAdmin(scope: Pick<RequestScope, 'currentUser' | 'isAdmin'>): Promise<User> {
  const user = await requireUser(scope);
  if (!scope.isAdmin(user)) throw new DomainError('FORBIDDEN', 'This area is for shop administrators only.');
  return user;
}
