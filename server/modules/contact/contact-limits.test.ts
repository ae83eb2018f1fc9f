import { beforeEach, describe, expect, it } from 'vitest';
import { resetDatabase, testOrm } from '../../test/database.ts';
import { testClock, testServices } from '../../test/helpers.ts';
import { CONTACT_MESSAGES_PER_ADDRESS, CONTACT_MESSAGES_PER_IP } from './contact-limits.ts';

beforeEach(resetDatabase);

describe('contact form limits', () => {
  it(`allow ${CONTACT_MESSAGES_PER_IP.limit} messages per IP and ${CONTACT_MESSAGES_PER_ADDRESS.limit} per sender an hour, then 429 with when to try again`, async () => {
    const clock = testClock();
    const { contactLimits } = await testServices({ clock });
    const em = (await testOrm()).em.fork();
    const ip = '203.0.113.40';

    for (let message = 0; message < CONTACT_MESSAGES_PER_ADDRESS.limit; message += 1) await contactLimits.take(em, 'ada@example.com', ip);
    await expect(contactLimits.take(em, 'ada@example.com', '198.51.100.40')).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many messages sent. Please try again in 60 minutes.',
    });

    for (let message = CONTACT_MESSAGES_PER_ADDRESS.limit; message < CONTACT_MESSAGES_PER_IP.limit; message += 1) {
      await contactLimits.take(em, `sender${message}@example.com`, ip);
    }
    clock.advance(30 * 60 * 1000);
    await expect(contactLimits.take(em, 'grace@example.com', ip)).rejects.toMatchObject({
      message: 'Too many messages sent. Please try again in 30 minutes.',
      retryAfterSeconds: 30 * 60,
    });
    clock.advance(30 * 60 * 1000);
    await expect(contactLimits.take(em, 'grace@example.com', ip)).resolves.toBeUndefined();
  });
});
