import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GIFT_CARD_ALPHABET } from '../../../src/gift-cards.ts';
import { resetDatabase, testOrm } from '../../test/database.ts';
import { ADMIN_EMAIL, callerFor, createUser, SUPPORT_STAFF_EMAIL, testClock, testServices } from '../../test/helpers.ts';
import { decodeQuotedPrintable, testMailbox, type TestMailbox } from '../../test/mailbox.ts';
import type { Services } from '../request-scope.ts';
import { deliverDueGiftCards } from './delivery.ts';
import { giftCardFigures } from './figures.ts';

/**
 * Gift cards against real PostgreSQL and the SMTP peer: a card given by an admin, its code (shown once,
 * kept only as a digest), the recipient's e-mail, a dated card delivered on its day by the sweep on the
 * job clock, voids and adjustments in the append-only ledger, and who may do what.
 */

let clock: ReturnType<typeof testClock>;
let services: Services;
let mailbox: TestMailbox;

beforeAll(async () => {
  mailbox = await testMailbox();
});
beforeEach(async () => {
  await resetDatabase();
  clock = testClock();
  services = await testServices({ clock });
});

const execute = async <T = Record<string, unknown>>(sql: string, values: unknown[] = []) => (await testOrm()).em.fork().execute<T[]>(sql, values);
const admin = async () => callerFor(await createUser({ email: ADMIN_EMAIL }), { services });
const CARD = { amount: '75', recipientEmail: 'Friend@Example.com', recipientName: 'Ada', message: 'For the hallway.\nWith love' };
const DAY = 24 * 3600 * 1000;

const cardMailsTo = async (email: string) => {
  await services.jobs.drain();
  return mailbox.sentTo(email).map((mail) => decodeQuotedPrintable(mail.raw));
};

describe('a card an admin gives', () => {
  it('is delivered at once with its code, which the shop keeps only as a digest', async () => {
    const issued = await (await admin()).admin.giftCards.issue(CARD);
    expect(issued.code).toMatch(new RegExp(`^([${GIFT_CARD_ALPHABET}]{4}-){3}[${GIFT_CARD_ALPHABET}]{4}$`));
    expect(issued).toMatchObject({ initialAmount: '75.00', balance: '75.00', currency: 'USD', recipientEmail: 'friend@example.com', source: 'admin', voidedAt: null });
    expect(issued.last4).toBe(issued.code.slice(-4));
    expect(issued.entries).toEqual([expect.objectContaining({ kind: 'issued', amount: '75.00', balanceAfter: '75.00', actorEmail: ADMIN_EMAIL })]);

    const [row] = await execute<Record<string, unknown>>('select * from gift_cards');
    const plain = issued.code.replaceAll('-', '');
    expect(JSON.stringify(row)).not.toContain(plain.slice(0, 12));
    expect(row!.code_hash).toMatch(/^[0-9a-f]{64}$/);

    const [mail] = await cardMailsTo('friend@example.com');
    expect(mail).toContain(issued.code);
    expect(mail).toContain('Hello Ada,');
    expect(mail).toContain('$75.00');
    expect(mail).toContain('http://shop.test/gift-cards');
    expect(mail).toContain('Canvas & Light has sent you a gift card');
    expect(mail).toContain('> For the hallway.');
    expect(mail).toContain('> With love');
    // The card itself: a transactional e-mail, never unsubscribed from.
    expect(mail).not.toContain('List-Unsubscribe');

    // The balance check finds it by its code however it is typed.
    const visitor = await callerFor(null, { services });
    expect(await visitor.giftCards.balance({ code: plain.toLowerCase() })).toEqual({ balance: '75.00', currency: 'USD', last4: issued.last4 });
  });

  it('is voided and adjusted with a reason, in the ledger, never below zero', async () => {
    const caller = await admin();
    const { id, code } = await caller.admin.giftCards.issue(CARD);
    const lower = await caller.admin.giftCards.adjust({ id, amount: '-25.50', reason: 'Part paid by cheque' });
    expect(lower.balance).toBe('49.50');
    await expect(caller.admin.giftCards.adjust({ id, amount: '-50', reason: 'Too much' })).rejects.toThrow('amount: The card holds $49.50: it cannot be taken below zero.');
    await expect(caller.admin.giftCards.adjust({ id, amount: '0', reason: 'Nothing' })).rejects.toThrow('Amount must not be 0');
    const voided = await caller.admin.giftCards.void({ id, reason: 'Reported stolen' });
    expect(voided.balance).toBe('0.00');
    expect(voided.entries.map(({ kind, amount, balanceAfter, note }) => [kind, amount, balanceAfter, note])).toEqual([
      ['issued', '75.00', '75.00', 'For the hallway.\nWith love'],
      ['adjusted', '-25.50', '49.50', 'Part paid by cheque'],
      ['voided', '-49.50', '0.00', 'Reported stolen'],
    ]);
    await expect(caller.admin.giftCards.void({ id, reason: 'Again' })).rejects.toThrow('This gift card is void: its balance cannot change.');
    await expect(caller.admin.giftCards.adjust({ id, amount: '10', reason: 'Goodwill' })).rejects.toThrow('This gift card is void');
    expect(await (await callerFor(null, { services })).giftCards.balance({ code })).toMatchObject({ balance: '0.00' });
    await expect(caller.admin.giftCards.void({ id: 999_999, reason: 'Gone' })).rejects.toThrow('There is no gift card with that id.');
  });

  it('keeps its ledger append-only', async () => {
    await (await admin()).admin.giftCards.issue(CARD);
    await expect(execute('update gift_card_entries set amount_cents = 1')).rejects.toThrow('The gift card ledger is append-only');
    await expect(execute('delete from gift_card_entries')).rejects.toThrow('The gift card ledger is append-only');
  });

  it('is for admins only: support staff and customers are refused', async () => {
    const support = await callerFor(await createUser({ email: SUPPORT_STAFF_EMAIL }), { services });
    const customer = await callerFor(await createUser({ email: 'shopper@example.com' }), { services });
    for (const caller of [support, customer]) {
      await expect(caller.admin.giftCards.issue(CARD)).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await expect(caller.admin.giftCards.list({})).rejects.toMatchObject({ code: 'FORBIDDEN' });
    }
    expect(await execute('select id from gift_cards')).toEqual([]);
  });

  it('refuses an amount outside 25 to 2,000 dollars and writes nothing', async () => {
    const caller = await admin();
    await expect(caller.admin.giftCards.issue({ ...CARD, amount: '24.99' })).rejects.toThrow('A gift card is from $25 to $2,000.');
    await expect(caller.admin.giftCards.issue({ ...CARD, amount: '2000.01' })).rejects.toThrow('A gift card is from $25 to $2,000.');
    await expect(caller.admin.giftCards.issue({ ...CARD, message: 'x'.repeat(301) })).rejects.toThrow('Message has at most 300 characters');
    await expect(caller.admin.giftCards.issue({ ...CARD, recipientEmail: 'not-an-address' })).rejects.toThrow('Please enter a valid email address');
    expect(await execute('select id from gift_cards')).toEqual([]);
  });

  it('lists cards by last four or recipient, newest first', async () => {
    const caller = await admin();
    const first = await caller.admin.giftCards.issue(CARD);
    await caller.admin.giftCards.issue({ ...CARD, recipientEmail: 'other@example.com', recipientName: 'Grace' });
    expect((await caller.admin.giftCards.list({})).items.map((card) => card.recipientEmail)).toEqual(['other@example.com', 'friend@example.com']);
    expect((await caller.admin.giftCards.list({ search: first.last4! })).items.map((card) => card.id)).toContain(first.id);
    expect((await caller.admin.giftCards.list({ search: 'grace' })).items.map((card) => card.recipientName)).toEqual(['Grace']);
  });
});

describe('a dated card', () => {
  it('is delivered on its day by the sweep, once, and not before; a voided one never', async () => {
    const values = (email: string) => [email, new Date(clock().getTime() + 3 * DAY)];
    const insert = `insert into gift_cards (initial_cents, balance_cents, recipient_email, sender_name, message, locale, deliver_at)
      values (10000, 10000, ?, 'Grace', 'Happy birthday!', 'de', ?) returning id`;
    await execute(insert, values('dated@example.com'));
    const [voided] = await execute<{ id: number }>(insert, values('voided@example.com'));
    await (await admin()).admin.giftCards.void({ id: voided!.id, reason: 'Order cancelled' });

    const sweep = async () => deliverDueGiftCards((await testOrm()).em.fork(), services);
    expect(await sweep()).toBe(0);
    clock.advance(3 * DAY - 60_000);
    expect(await sweep()).toBe(0);
    clock.advance(60_000);
    expect(await sweep()).toBe(1);
    expect(await sweep()).toBe(0);

    const mails = await cardMailsTo('dated@example.com');
    expect(mails).toHaveLength(1);
    // In the recipient's language, with the giver's message.
    expect(mails[0]).toContain('Grace hat Ihnen');
    expect(mails[0]).toContain('Happy birthday!');
    expect(await cardMailsTo('voided@example.com')).toEqual([]);
    const [delivered] = await execute<{ last4: string | null; delivered_at: Date | null }>("select last4, delivered_at from gift_cards where recipient_email = 'dated@example.com'");
    expect(delivered!.last4).toMatch(/^[A-Z0-9]{4}$/);
    expect(new Date(delivered!.delivered_at!)).toEqual(clock());
  });
});

describe('the figures', () => {
  it('show what cards still hold, the shop’s liability', async () => {
    const caller = await admin();
    const { id } = await caller.admin.giftCards.issue(CARD);
    await caller.admin.giftCards.issue({ ...CARD, amount: '100' });
    await caller.admin.giftCards.adjust({ id, amount: '-5', reason: 'Correction' });
    expect(await giftCardFigures((await testOrm()).em.fork())).toEqual({ sold: '0.00', spent: '0.00', outstanding: '170.00' });
  });
});
