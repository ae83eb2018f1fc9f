/**
 * Accounts and who may do what: sign-up and login codes with their send limits, sign-in and sign-out,
 * the language a customer chose,
 * and the gates of the back office (requireUser, requireStaff, requireAdmin). What other parts of the
 * shop may call is exported here; the rest of the folder is its inside.
 */
export { purgeExpiredCodes, sendLoginCode, sendSignupCode, verifyLoginCode, verifySignupCode } from './auth.service.ts';
export { ADMINS_ONLY, requireAdmin, requireStaff, requireUser } from './gate.ts';
export { codeSendLimits } from './send-limits.ts';
export { chooseLocale, signOut } from './sign-in.ts';
