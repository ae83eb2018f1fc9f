import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { DEFAULT_LOCALE, inLocale } from '../src/locales.ts';
import { pathTo } from '../src/page-routes.ts';
import { useLocale } from './locale.tsx';
import { notify } from './notify.ts';
import { SIGN_IN_URL } from './site-links.ts';
import { httpStatusOf } from './trpc.ts';

/** Spec sections 8 and 9: a checkout call that answers 401 says so, then signs the shopper in again after half a second. */
export const SIGN_IN_AGAIN_DELAY_MS = 500;

/**
 * What a page calls to sign the shopper in again: the toast in their language, then the sign-in. English
 * goes through /api/login as the spec says; the other languages go straight to their own login page,
 * where /api/login leads (it knows no language).
 */
export function useSignInAgain(): () => void {
  const { t } = useLingui();
  const locale = useLocale();
  return useCallback(() => {
    notify.error(t`Unauthorized`, t`You are logged out. Logging in again...`);
    window.setTimeout(() => {
      window.location.href = locale === DEFAULT_LOCALE ? SIGN_IN_URL : inLocale(locale, pathTo('login'));
    }, SIGN_IN_AGAIN_DELAY_MS);
  }, [t, locale]);
}

/** Whether a failed call was refused as signed out (401 Unauthorized). */
export const isUnauthorized = (error: unknown) => httpStatusOf(error) === 401;
