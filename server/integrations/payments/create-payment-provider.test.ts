import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../env.ts';
import { createPaymentProvider } from './index.ts';

const SESSION = { sessionSecret: 'session-secret-for-the-factory-tests' };
const STRIPE = { STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' };

describe('createPaymentProvider', () => {
  it('picks the demo without a Stripe secret key, even with a publishable key', () => {
    expect(createPaymentProvider({}, SESSION).kind).toBe('demo');
    expect(createPaymentProvider({ STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' }, SESSION).kind).toBe('demo');
  });

  it('picks Stripe with both keys and hands out the publishable one', () => {
    const provider = createPaymentProvider(STRIPE, SESSION);
    expect(provider).toMatchObject({ kind: 'stripe', publishableKey: 'pk_test_abc' });
  });

  it('refuses half or mismatched Stripe configuration without echoing the keys', () => {
    const attempts = [
      { STRIPE_SECRET_KEY: 'sk_test_abc' },
      { ...STRIPE, STRIPE_SECRET_KEY: 'pk_test_abc' },
      { ...STRIPE, STRIPE_PUBLISHABLE_KEY: 'sk_test_abc' },
      { ...STRIPE, STRIPE_SECRET_KEY: 'sk_live_abc' },
    ];
    for (const env of attempts) {
      let error: unknown;
      try {
        createPaymentProvider(env, SESSION);
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as Error).message).not.toContain('_abc');
    }
  });

  it('refuses an API base with a path, which the SDK would ignore', () => {
    expect(() => createPaymentProvider({ ...STRIPE, STRIPE_API_BASE: 'http://127.0.0.1:12111/stripe' }, SESSION)).toThrow(/must not have a path/);
  });
});
