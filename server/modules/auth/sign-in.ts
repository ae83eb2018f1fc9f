import type { RequestScope } from '../request-scope.ts';
import { mergeGuestCart } from '../cart/index.ts';
import type { User } from '../user/index.ts';

/**
 * Signs `user` in on this request: the visitor's cart moves into the account, then the session gets
 * a new id (a session id known before sign-in is worthless after it: no fixation).
 */
export async function signIn(ctx: RequestScope, user: User): Promise<void> {
  const guest = await ctx.session.load();
  if (guest) await mergeGuestCart(ctx.em, guest.sid, user.id);
  await ctx.session.regenerate({ userId: user.id });
  ctx.setCurrentUser(user);
}

/** Ends the session on the server: the row goes, so a copy of the old cookie no longer works. */
export async function signOut(ctx: RequestScope): Promise<void> {
  await ctx.session.destroy();
  ctx.setCurrentUser(null);
}
