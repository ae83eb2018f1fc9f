import { ConfigError, type Env } from '../../env.ts';
import { createDemoProvider } from './demo-provider.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createStripeProvider } from './stripe-provider.ts';

export * from './payment-provider.ts';
export { createDemoProvider, DEMO_CARDS, DEMO_ID_MAX_LENGTH } from './demo-provider.ts';
export { createStripeProvider, STRIPE_API_VERSION } from './stripe-provider.ts';

export type PaymentEnv = Pick<
  Env,
  'STRIPE_SECRET_KEY' | 'STRIPE_PUBLISHABLE_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_API_BASE'
>;

/**
 * Stripe when STRIPE_SECRET_KEY is set, the demo otherwise. The session secret keys the demo's
 * signed intents, so every instance sharing it (as they must for cookies) accepts the same intents.
 */
export function createPaymentProvider(env: PaymentEnv, { sessionSecret }: { sessionSecret: string }): PaymentProvider {
  const secretKey = env.STRIPE_SECRET_KEY;
  if (!secretKey) return createDemoProvider({ secret: sessionSecret });
  const publishableKey = env.STRIPE_PUBLISHABLE_KEY;
  // The messages name the variables, never their values.
  if (!publishableKey) {
    throw new ConfigError('STRIPE_PUBLISHABLE_KEY must be set with STRIPE_SECRET_KEY: the checkout page needs it.');
  }
  if (!/^(sk|rk)_/.test(secretKey)) throw new ConfigError('STRIPE_SECRET_KEY must be a secret key (sk_… or rk_…).');
  if (!publishableKey.startsWith('pk_')) throw new ConfigError('STRIPE_PUBLISHABLE_KEY must be a publishable key (pk_…).');
  if (secretKey.includes('_live_') !== publishableKey.includes('_live_')) {
    throw new ConfigError('STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must both be test keys or both be live keys.');
  }
  return createStripeProvider({
    secretKey,
    publishableKey,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    apiBase: env.STRIPE_API_BASE,
  });
}
