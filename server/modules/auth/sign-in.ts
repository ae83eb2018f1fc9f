import type { LocaleChoice } from '../../../src/locale-choice.ts';
import type { Locale } from '../../../src/locales.ts';
import type { RequestScope } from '../request-scope.ts';
import { mergeGuestCart } from '../cart/index.ts';
import { rememberLocale, type User } from '../user/index.ts';
import { mergeGuestWishlist } from '../wishlist/index.ts';

/**
 * Signs `user` in on this request: the visitor's cart and wishlist move into the account, then the
 * session gets a new id (a session id known before sign-in is worthless after it: no fixation). The
 * account keeps the language the customer signed in with, for their later e-mails.
 */
export async function signIn(ctx: RequestScope, user: User): Promise<void> {
  const guest = await ctx.session.load();
  if (guest) {
    await mergeGuestCart(ctx.em, guest.sid, user.id);
    await mergeGuestWishlist(ctx.em, guest.sid, user.id);
  }
  if (ctx.locale) await rememberLocale(ctx.em, user.id, ctx.locale);
  await ctx.session.regenerate({ userId: user.id });
  ctx.setCurrentUser(user);
}

/** The language the visitor switched to: kept on their account when they are signed in (the cookie keeps it otherwise). */
export async function chooseLocale(ctx: RequestScope, locale: Locale): Promise<LocaleChoice> {
  const user = await ctx.currentUser();
  if (user) await rememberLocale(ctx.em, user.id, locale);
  return { locale, remembered: user !== null };
}

/** Ends the session on the server: the row goes, so a copy of the old cookie no longer works. */
export async function signOut(ctx: RequestScope): Promise<void> {
  await ctx.session.destroy();
  ctx.setCurrentUser(null);
}
