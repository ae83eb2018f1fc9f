import { publicProcedure, router } from '../init.ts';

/** Sign-up and login by e-mailed code arrive with the accounts issue; the shell needs `me` now. */
export const authRouter = router({
  /** The signed-in customer, or null for a visitor. */
  me: publicProcedure.query(async ({ ctx }) => {
    const user = await ctx.currentUser();
    if (!user) return null;
    return {
      id: user.id,
      email: user.email,
      firstName: user.firstName ?? null,
      lastName: user.lastName ?? null,
      profileImageUrl: user.profileImageUrl ?? null,
      isAdmin: ctx.isAdmin(user),
    };
  }),
});
