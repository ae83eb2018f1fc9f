import { beforeEach, describe, expect, it } from 'vitest';
import { SANCTIONED_MESSAGE } from '../../../src/sanctions.ts';
import { resetDatabase, testOrm } from '../../test/database.ts';
import { callerFor, createUser } from '../../test/helpers.ts';
import { PremiumIpSchema } from '../premium/premium-ip.entity.ts';
import type { User } from '../user/user.entity.ts';
import { assertNotSanctioned, type SanctionsScope } from '../sanctions/sanctions.ts';

beforeEach(resetDatabase);

// DB-IP places these: 81.2.69.160 in GB, 152.206.0.1 in CU (the Cuban carrier's range 152.206.0.0/16).
const BRITISH_IP = '81.2.69.160';
const CUBAN_IP = '152.206.0.1';

async function whitelist(user: User, entry: { ipAddress: string; ipRange?: string | null; isActive?: boolean }) {
  const em = (await testOrm()).em.fork();
  em.create(PremiumIpSchema, { user, vpnProvider: 'ExampleVPN', reason: 'travels', ...entry });
  await em.flush();
}

/** A context as the payment and order procedures will pass it. */
async function context(ip: string, user: User | null, extra: Partial<SanctionsScope> = {}): Promise<SanctionsScope> {
  return { em: (await testOrm()).em.fork(), ip, currentUser: async () => user, ...extra };
}

describe('shop.location.info', () => {
  it('counts a local address as the US, with free shipping and bank payments', async () => {
    const info = await (await callerFor(null, { ip: '127.0.0.1' })).shop.location.info();
    expect(info).toMatchObject({ country: 'US', detected: true, currency: 'USD', shippingCost: 0, paymentMethods: ['card', 'us_bank_account'] });
  });

  it('falls back to the US, marked undetected, when nothing places the visitor', async () => {
    const info = await (await callerFor(null, { ip: '2001:db8::1' })).shop.location.info();
    expect(info).toMatchObject({ country: 'US', detected: false, currency: 'USD', isSanctioned: false });
  });

  it('flags a sanctioned country with the message', async () => {
    const info = await (await callerFor(null, { ip: CUBAN_IP })).shop.location.info();
    expect(info).toMatchObject({
      country: 'CU',
      currency: 'USD',
      shippingCost: 25,
      isShippingSupported: false,
      isSanctioned: true,
      sanctionedMessage: SANCTIONED_MESSAGE,
    });
  });

  it('does not block a premium customer on a whitelisted VPN address or range', async () => {
    const byAddress = await createUser({ premiumStatus: 'gold' });
    await whitelist(byAddress, { ipAddress: CUBAN_IP });
    expect(await (await callerFor(byAddress, { ip: CUBAN_IP })).shop.location.info()).toMatchObject({
      country: 'CU',
      isSanctioned: false,
      sanctionedMessage: null,
    });

    const byRange = await createUser({ premiumStatus: 'platinum' });
    await whitelist(byRange, { ipAddress: '203.0.113.9', ipRange: '152.206.0.0/16' });
    expect((await (await callerFor(byRange, { ip: '::ffff:152.206.77.1' })).shop.location.info()).isSanctioned).toBe(false);
  });

  it('still blocks visitors, other customers, inactive entries and addresses outside the range', async () => {
    const owner = await createUser({ premiumStatus: 'gold' });
    await whitelist(owner, { ipAddress: CUBAN_IP });
    const inactive = await createUser({ premiumStatus: 'gold' });
    await whitelist(inactive, { ipAddress: CUBAN_IP, isActive: false });
    const narrow = await createUser({ premiumStatus: 'gold' });
    await whitelist(narrow, { ipAddress: '152.206.0.2', ipRange: '152.206.1.0/24' });
    const malformed = await createUser({ premiumStatus: 'gold' });
    await whitelist(malformed, { ipAddress: 'not an address', ipRange: '152.206.0.0/99' });

    for (const user of [null, await createUser(), inactive, narrow, malformed]) {
      expect((await (await callerFor(user, { ip: CUBAN_IP })).shop.location.info()).isSanctioned).toBe(true);
    }
  });
});

describe('assertNotSanctioned', () => {
  it('lets a request from a served place with a served address through', async () => {
    await expect(assertNotSanctioned(await context(BRITISH_IP, null))).resolves.toBeUndefined();
    await expect(
      assertNotSanctioned(await context(BRITISH_IP, null), { country: 'UA', state: 'Kyivska oblast' }),
    ).resolves.toBeUndefined();
  });

  it('refuses with 403 a request from a sanctioned country', async () => {
    await expect(assertNotSanctioned(await context(CUBAN_IP, null))).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: SANCTIONED_MESSAGE,
    });
  });

  it('refuses a sanctioned region reported by the CDN', async () => {
    const ctx = await context('8.8.8.8', null, { cdnLocation: { country: 'UA', region: 'UA-43' } });
    await expect(assertNotSanctioned(ctx)).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('refuses a shipping address in a sanctioned country or region, by code or by name', async () => {
    for (const address of [
      { country: 'IR', state: 'Tehran' },
      { country: 'UA', region: 'UA-14' },
      { country: 'UA', state: 'Crimea' },
      { country: 'ua', state: 'SEVASTOPOL' },
      { country: 'UA', state: 'Luhansk Oblast' },
    ]) {
      await expect(assertNotSanctioned(await context(BRITISH_IP, null), address), JSON.stringify(address)).rejects.toMatchObject({
        code: 'FORBIDDEN',
      });
    }
  });

  it('lets a whitelisted VPN through, but never to a sanctioned address', async () => {
    const user = await createUser({ premiumStatus: 'gold' });
    await whitelist(user, { ipAddress: CUBAN_IP });
    await expect(assertNotSanctioned(await context(CUBAN_IP, user), { country: 'US', state: 'NY' })).resolves.toBeUndefined();
    await expect(assertNotSanctioned(await context(CUBAN_IP, user), { country: 'CU' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('follows configured sanctions', async () => {
    const sanctions = { countries: ['GB'], regions: [] };
    await expect(assertNotSanctioned(await context(BRITISH_IP, null, { sanctions }))).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(assertNotSanctioned(await context(CUBAN_IP, null, { sanctions }))).resolves.toBeUndefined();
  });
});
