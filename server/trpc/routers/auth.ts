import { CLIENT_TYPES } from '../../../src/client-types.ts';
import { SendLoginCodeInput, SendSignupCodeInput, VerifyCodeInput, type AccountUser } from '../../../src/auth.ts';
import { LocaleChoiceInput } from '../../../src/locale-choice.ts';
import { chooseLocale, sendLoginCode, sendSignupCode, signOut, verifyLoginCode, verifySignupCode } from '../../modules/auth/index.ts';
import { tierBenefits } from '../../modules/premium/index.ts';
import type { User } from '../../modules/user/index.ts';
import type { Context } from '../context.ts';
import { protectedProcedure, publicProcedure, router } from '../init.ts';

/** The account as the pages and GET /api/auth/user see it, with what their tier gives them: no totals, notes or payment ids. */
async function accountUser(ctx: Context, user: User): Promise<AccountUser> {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    profileImageUrl: user.profileImageUrl ?? null,
    phone: user.phone ?? null,
    clientType: (user.clientType as AccountUser['clientType']) ?? null,
    premiumStatus: user.premiumStatus as AccountUser['premiumStatus'],
    tier: await tierBenefits(ctx.em, user.premiumStatus as AccountUser['premiumStatus']),
    isAdmin: ctx.staffRole(user) === 'admin',
    staffRole: ctx.staffRole(user),
  };
}

/** Passwordless sign-up and login by e-mailed code (spec sections 2, 5, 7). */
export const authRouter = router({
  /** The signed-in customer, or null for a visitor (what the client's user lookup reads). */
  me: publicProcedure.query(async ({ ctx }) => {
    const user = await ctx.currentUser();
    return user ? accountUser(ctx, user) : null;
  }),

  /** The signed-in customer; 401 for a visitor (GET /api/auth/user). */
  user: protectedProcedure.query(({ ctx }) => accountUser(ctx, ctx.user)),

  clientTypes: publicProcedure.query(() => CLIENT_TYPES.map(({ value, label }) => ({ value, label }))),

  sendSignupCode: publicProcedure.input(SendSignupCodeInput).mutation(({ ctx, input }) => sendSignupCode(ctx, input)),

  verifySignupCode: publicProcedure
    .input(VerifyCodeInput)
    .mutation(async ({ ctx, input }) => accountUser(ctx, await verifySignupCode(ctx, input))),

  sendLoginCode: publicProcedure.input(SendLoginCodeInput).mutation(({ ctx, input }) => sendLoginCode(ctx, input)),

  verifyLoginCode: publicProcedure
    .input(VerifyCodeInput)
    .mutation(async ({ ctx, input }) => accountUser(ctx, await verifyLoginCode(ctx, input))),

  /** The language switcher's choice: a signed-in customer's later e-mails are written in it (a visitor's cookie keeps it). */
  setLocale: publicProcedure.input(LocaleChoiceInput).mutation(({ ctx, input }) => chooseLocale(ctx, input.locale)),

  /** Ends the session; a visitor without one gets the same answer. */
  logout: publicProcedure.mutation(async ({ ctx }) => {
    await signOut(ctx);
    return { signedOut: true };
  }),
});
