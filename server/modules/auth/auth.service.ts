import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import type { z } from 'zod';
import {
  CODE_LENGTH,
  CODE_MAX_ATTEMPTS,
  CODE_TTL_MINUTES,
  type SendLoginCodeInput,
  type SendSignupCodeInput,
  type VerifyCodeInput,
} from '../../../src/auth.ts';
import { DEFAULT_LOCALE, type Locale } from '../../../src/locales.ts';
import type { RequestScope, Services } from '../request-scope.ts';
import { DomainError } from '../../../src/domain-error.ts';
import { tx } from '../../../src/i18n-text.ts';
import { maskEmail } from '../../integrations/mail.ts';
import { shopTexts } from '../../integrations/texts.ts';
import { CODE_MAIL_JOB, queueMail } from '../mail/index.ts';
import { createAccount, UserSchema, type User } from '../user/index.ts';
import { AuthCodeSchema } from './auth-code.entity.ts';
import { codeEmail, type CodePurpose } from './code-email.ts';
import { codeMatches, generateCode, hashCode } from './codes.ts';
import { signIn } from './sign-in.ts';
import { TempUserSchema } from './temp-user.entity.ts';
import { authSql } from './tables.ts';

/**
 * Passwordless sign-up and login (DESIGN.md section 5). A code is e-mailed, stored as a digest,
 * works once, lasts CODE_TTL_MINUTES and is void after CODE_MAX_ATTEMPTS wrong tries.
 */

const CODE_TTL_MS = CODE_TTL_MINUTES * 60 * 1000;

export const ACCOUNT_EXISTS_MESSAGE = tx('An account with this e-mail already exists. Please log in instead.');

/** One message for every failed check, so a login attempt never tells whether an address has an account. */
export const INVALID_CODE_MESSAGE = tx(
  'That code is not valid. Check the code in our e-mail or request a new one (codes last 10 minutes and work once).',
);

const SIGNUP_CODE_SENT = tx(
  'We sent a {length}-character code to {email}. It expires in {minutes} minutes. If the address already has an account, the e-mail holds a login code instead.',
);
const LOGIN_CODE_SENT = tx('If {email} has an account, a {length}-character login code is on its way. It expires in {minutes} minutes.');

/** The same answer for every address, in the caller's language: one that has an account is sent a login code instead. */
export const signupCodeSentMessage = (email: string, locale: Locale = DEFAULT_LOCALE) =>
  shopTexts().t(locale, SIGNUP_CODE_SENT, { length: CODE_LENGTH, email, minutes: CODE_TTL_MINUTES });

/** The same answer for every address, with or without an account, in the caller's language. */
export const loginCodeSentMessage = (email: string, locale: Locale = DEFAULT_LOCALE) =>
  shopTexts().t(locale, LOGIN_CODE_SENT, { email, length: CODE_LENGTH, minutes: CODE_TTL_MINUTES });

type Parsed<T extends z.ZodType> = z.output<T>;

/**
 * Answers every address alike, in words and in time (DESIGN.md section 5), as login does: before the
 * answer only the send limits run, and they count every address. Whether the address already has an
 * account is worked out after the answer: its owner then gets a login code and word that the account
 * exists; a new address gets its sign-up code.
 */
export async function sendSignupCode(ctx: RequestScope, input: Parsed<typeof SendSignupCodeInput>) {
  await ctx.services.codeSendLimits.take(ctx.em, input.email, ctx.ip);
  const em = ctx.em.fork();
  const locale = ctx.locale ?? DEFAULT_LOCALE;
  ctx.afterResponse(() => afterTheAnswer(ctx.services, input.email, 'sign-up', () => deliverSignupCode(em, ctx.services, input, locale)));
  return { message: signupCodeSentMessage(input.email, locale) };
}

async function deliverSignupCode(em: EntityManager, services: Services, input: Parsed<typeof SendSignupCodeInput>, locale: Locale): Promise<void> {
  const code = generateCode();
  const now = services.clock();
  if (await hasAccount(em, input.email)) {
    await saveCode(em, services, (tx) => storeLoginCode(tx, input.email, code, now), { purpose: 'existing', email: input.email, code, now, locale });
    return;
  }
  // One pending sign-up per address: asking again replaces the details and the code.
  const storePending = async (tx: EntityManager) => {
    await authSql(tx)
      .insertInto('temp_users')
      .values({
        email: input.email,
        first_name: input.firstName,
        last_name: input.lastName,
        client_type: input.clientType,
        auth_code: hashCode(input.email, code),
        attempts: 0,
        expires_at: expiry(now),
        created_at: now,
      })
      .onConflict((conflict) =>
        conflict.column('email').doUpdateSet((eb) => ({
          first_name: eb.ref('excluded.first_name'),
          last_name: eb.ref('excluded.last_name'),
          client_type: eb.ref('excluded.client_type'),
          auth_code: eb.ref('excluded.auth_code'),
          attempts: 0,
          expires_at: eb.ref('excluded.expires_at'),
          created_at: eb.ref('excluded.created_at'),
        })),
      )
      .execute();
  };
  await saveCode(em, services, storePending, { purpose: 'signup', email: input.email, code, now, locale });
}

/**
 * Does the same work for every wrong try (see verifyLoginCode): a wrong code for an address with a
 * pending sign-up, for one with an account (which got a login code instead) and for one that never
 * asked run the same statements and hash alike.
 */
export async function verifySignupCode(ctx: RequestScope, { email, code }: Parsed<typeof VerifyCodeInput>): Promise<User> {
  const now = ctx.services.clock();
  const result = await ctx.em.transactional(async (tx) => {
    await answerWithoutWaitingForTheDisk(tx);
    const db = authSql(tx);
    const pending = await db.selectFrom('temp_users').selectAll().where('email', '=', email).forUpdate().executeTakeFirst();
    const check = checkCode(pending && { hash: pending.auth_code, attempts: pending.attempts, expiresAt: new Date(pending.expires_at) }, email, code, now);
    await db
      .updateTable('temp_users')
      .set((eb) => ({ attempts: eb('attempts', '+', check === 'wrong' ? 1 : 0) }))
      .where('id', '=', pending?.id ?? NO_ROW)
      .execute();
    if (!pending || check !== 'right') return null;
    if ((await tx.count(UserSchema, { email })) > 0) throw new DomainError('CONFLICT', ACCOUNT_EXISTS_MESSAGE);
    await db.deleteFrom('temp_users').where('id', '=', pending.id).execute();
    return createAccount(tx, { email, firstName: pending.first_name, lastName: pending.last_name, clientType: pending.client_type, locale: ctx.locale ?? null });
  });
  if (!result) throw new DomainError('BAD_REQUEST', INVALID_CODE_MESSAGE);
  await signIn(ctx, result);
  return result;
}

/**
 * Answers every address alike, in words and in time (DESIGN.md section 5): before the answer only
 * the send limits run, and they count unknown addresses like known ones. Whether the address has
 * an account, and the code, its row and its e-mail, are worked out after the answer has gone out.
 */
export async function sendLoginCode(ctx: RequestScope, { email }: Parsed<typeof SendLoginCodeInput>) {
  await ctx.services.codeSendLimits.take(ctx.em, email, ctx.ip);
  const em = ctx.em.fork();
  const locale = ctx.locale ?? DEFAULT_LOCALE;
  ctx.afterResponse(() => afterTheAnswer(ctx.services, email, 'login', () => deliverLoginCode(em, ctx.services, email, locale)));
  return { message: loginCodeSentMessage(email, locale) };
}

/**
 * Every address gets a stored code, so that verifying one later does the same work whether the
 * address has an account or not; only an account's owner is sent theirs.
 */
async function deliverLoginCode(em: EntityManager, services: Services, email: string, locale: Locale): Promise<void> {
  const code = generateCode();
  const now = services.clock();
  const mail = (await hasAccount(em, email)) ? { purpose: 'login' as const, email, code, now, locale } : null;
  await saveCode(em, services, (tx) => storeLoginCode(tx, email, code, now), mail);
}

/** Work after the answer has no caller to tell: its failures are logged, the address masked. */
async function afterTheAnswer(services: Services, email: string, what: string, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    services.log.error({ err: error, to: maskEmail(email) }, `${what} code could not be sent`);
  }
}

const hasAccount = async (em: EntityManager, email: string) => (await em.count(UserSchema, { email })) > 0;

async function storeLoginCode(tx: EntityManager, email: string, code: string, now: Date): Promise<void> {
  // Only the newest code works: earlier ones go when a new one is sent.
  await tx.nativeDelete(AuthCodeSchema, { email });
  tx.create(AuthCodeSchema, { email, code: hashCode(email, code), expiresAt: expiry(now), createdAt: now });
}

interface CodeMail {
  purpose: CodePurpose;
  email: string;
  code: string;
  now: Date;
  /** The language of the page that asked for the code. */
  locale: Locale;
}

/**
 * Writes a code (`store`) and queues its e-mail in one transaction, then sends it at once rather than
 * at a worker's next poll: the shopper is waiting. A mail server that is down delays it (the queue
 * retries) without losing it, and a code that expires meanwhile is not sent.
 */
async function saveCode(em: EntityManager, services: Services, store: (tx: EntityManager) => Promise<void>, mail: CodeMail | null): Promise<void> {
  await em.transactional(async (tx) => {
    await store(tx);
    if (!mail) return;
    const message = codeEmail(mail.purpose, mail.email, mail.code, services.supportEmail, mail.locale);
    await queueMail(services.jobs, tx, { ...message, key: `sign-in-code.${randomUUID()}`, notAfter: expiry(mail.now).toISOString() }, CODE_MAIL_JOB);
  });
  if (!mail) return;
  // Development only (logSignInCodes), and even then the address masked: the code is what a newcomer needs.
  if (services.logSignInCodes) services.log.info({ to: maskEmail(mail.email), code: mail.code }, `${mail.purpose} code (logged in development only)`);
  await services.jobs.runReady(CODE_MAIL_JOB);
}

/**
 * A wrong try does the same work whatever the address (DESIGN.md section 5): with or without an
 * account, with a code, with a used, expired or voided one, or with none. The code row is looked up
 * (and locked when there is one), the account counted, the typed code hashed and compared (against
 * a digest no code has when there is nothing to match), and the try counted by the same UPDATE,
 * which changes no row when there is no code. Only the right code for an account goes further.
 */
export async function verifyLoginCode(ctx: RequestScope, { email, code }: Parsed<typeof VerifyCodeInput>): Promise<User> {
  const now = ctx.services.clock();
  const signsIn = await ctx.em.transactional(async (tx) => {
    await answerWithoutWaitingForTheDisk(tx);
    const db = authSql(tx);
    const stored = await db
      .selectFrom('auth_codes')
      .select(['id', 'code', 'attempts', 'expires_at'])
      .where('email', '=', email)
      .where('used', '=', false)
      .orderBy('id', 'desc')
      .limit(1)
      .forUpdate()
      .executeTakeFirst();
    const result = checkCode(stored && { hash: stored.code, attempts: stored.attempts, expiresAt: new Date(stored.expires_at) }, email, code, now);
    // A count: the same statement and the same work for an address with or without an account (a
    // whole entity would be built only for one with).
    const hasAccount = (await tx.count(UserSchema, { email })) > 0;
    await db
      .updateTable('auth_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', result === 'wrong' ? 1 : 0), used: result === 'right' }))
      .where('id', '=', stored?.id ?? NO_ROW)
      .execute();
    return result === 'right' && hasAccount;
  });
  // Only the owner of the code gets this far.
  const user = signsIn ? await ctx.em.findOne(UserSchema, { email }) : null;
  if (!user) throw new DomainError('BAD_REQUEST', INVALID_CODE_MESSAGE);
  await signIn(ctx, user);
  return user;
}

/** No row has this id (serial ids start at 1): a try without a row runs the same UPDATE, changing nothing. */
const NO_ROW = 0;

/**
 * A try's transaction commits without waiting for its write to reach the disk. With PostgreSQL's
 * default (synchronous_commit on) a transaction that wrote waits for the flush and one that wrote
 * nothing does not: a wrong try against a code (its count goes up) took 1-6 ms longer than one
 * against no code, which told a prober which addresses had asked for one. A crash may forget the
 * last fraction of a second of wrong tries; a right one is flushed with the session that signing
 * in writes next.
 */
const answerWithoutWaitingForTheDisk = (tx: EntityManager) => sql`set local synchronous_commit = off`.execute(authSql(tx));

/** Removes codes and pending sign-ups that can no longer be used; returns how many rows went. */
export async function purgeExpiredCodes(em: EntityManager, now: Date): Promise<number> {
  const codes = await em.nativeDelete(AuthCodeSchema, { expiresAt: { $lte: now } });
  const pending = await em.nativeDelete(TempUserSchema, { expiresAt: { $lte: now } });
  return codes + pending;
}

interface StoredCode {
  hash: string;
  attempts: number;
  expiresAt: Date;
}

/**
 * 'void' when there is no usable code at all; 'wrong' counts as a try against the stored one. The
 * typed code is hashed and compared either way (codeMatches).
 */
function checkCode(stored: StoredCode | undefined, email: string, code: string, now: Date): 'right' | 'wrong' | 'void' {
  const usable = stored && stored.expiresAt > now && stored.attempts < CODE_MAX_ATTEMPTS ? stored : undefined;
  const matches = codeMatches(usable?.hash ?? null, email, code);
  return !usable ? 'void' : matches ? 'right' : 'wrong';
}

const expiry = (now: Date) => new Date(now.getTime() + CODE_TTL_MS);
