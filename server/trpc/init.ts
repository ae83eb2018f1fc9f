import { initTRPC } from '@trpc/server';
import { DEFAULT_LOCALE } from '../../src/locales.ts';
import { transformer } from '../../src/transformer.ts';
import { requireAdmin, requireStaff, requireUser } from '../modules/auth/index.ts';
import type { Context } from './context.ts';
import { errorReason, fieldErrors, publicMessage, toTRPCError } from './errors.ts';

/** The back office's routers: their refusals stay English, as the dashboard does. */
const STAFF_ROUTERS = ['admin.', 'printify.'];

/**
 * tRPC is initialised here and only here. The app may build procedures from the three
 * exported builders, never from `t.procedure` directly, so every call passes the error middleware.
 */
const t = initTRPC.context<Context>().create({
  transformer,
  // Stack traces stay on the server; the shape carries field errors for forms instead.
  isDev: false,
  // What a shopper reads is in their page's language (the call's scope: server/trpc/context.ts).
  errorFormatter({ shape, error, ctx, path }) {
    const locale = path && STAFF_ROUTERS.some((prefix) => path.startsWith(prefix)) ? DEFAULT_LOCALE : (ctx?.locale ?? DEFAULT_LOCALE);
    return {
      ...shape,
      message: publicMessage(error, locale),
      data: {
        code: shape.data.code,
        httpStatus: shape.data.httpStatus,
        path: shape.data.path,
        fieldErrors: fieldErrors(error, locale),
        reason: errorReason(error),
      },
    };
  },
});

const translateErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (result.ok) return result;
  // tRPC wraps anything that is not a TRPCError as INTERNAL_SERVER_ERROR: look at what was thrown.
  const { error } = result;
  throw error.code === 'INTERNAL_SERVER_ERROR' && error.cause ? toTRPCError(error.cause) : error;
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

export const publicProcedure = t.procedure.use(translateErrors);

/** Signed-in customers only (401 otherwise); `ctx.user` is then never null. */
export const protectedProcedure = publicProcedure.use(async ({ ctx, next }) => next({ ctx: { user: await requireUser(ctx) } }));

/**
 * The back office, for admins and support staff (reads, returns, resent e-mails, print addresses, message status): 401
 * for nobody, 403 for a customer. `ctx.staff` is who acts, as the audit trail records them.
 */
export const staffProcedure = protectedProcedure.use(async ({ ctx, next }) => next({ ctx: { staff: await requireStaff(ctx) } }));

/** Admins only (money, coupons, tiers, the whitelist, the catalogue): 403 for a customer or support staff too. The lists are read on every call. */
export const adminProcedure = protectedProcedure.use(async ({ ctx, next }) => next({ ctx: { staff: await requireAdmin(ctx) } }));
