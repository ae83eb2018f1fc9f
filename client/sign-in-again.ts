import { notify } from './notify.ts';
import { SIGN_IN_URL } from './site-links.ts';
import { httpStatusOf } from './trpc.ts';

/** Spec sections 8 and 9: a checkout call that answers 401 says so, then signs the shopper in again after half a second. */
export const SIGN_IN_AGAIN_DELAY_MS = 500;

export function signInAgain() {
  notify.error('Unauthorized', 'You are logged out. Logging in again...');
  window.setTimeout(() => {
    window.location.href = SIGN_IN_URL;
  }, SIGN_IN_AGAIN_DELAY_MS);
}

/** Whether a failed call was refused as signed out (401 Unauthorized). */
export const isUnauthorized = (error: unknown) => httpStatusOf(error) === 401;
