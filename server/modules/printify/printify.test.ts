import { differenceCiede2000 } from 'culori';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Printify } from '../../integrations/printify/index.ts';
import { query } from '../../test/checkout-fixtures.ts';
import { resetDatabase } from '../../test/database.ts';
import { ADMIN_EMAIL, callerFor, createUser, testServices } from '../../test/helpers.ts';
import { standinServices, type PrintifyStandin } from '../../test/printify-standin.ts';
import type { Services } from '../request-scope.ts';
import { IMPORT_FAILED_ON_OUR_SIDE } from './catalogue-sync.ts';
import { PRINTIFY_NOT_CONFIGURED } from './publishing.ts';
import { WEBHOOK_TOPICS } from './webhook-registration.ts';

/** Sync and publishing through the tRPC callers, against the Printify stand-in. */

let standin: PrintifyStandin;
let printify: Printify;
let services: Services;

beforeAll(async () => {
  ({ standin, printify, services } = await standinServices());
});
afterAll(() => standin.close());
beforeEach(async () => {
  await resetDatabase();
  standin.reset();
});

const admin = async (withServices = services) => callerFor(await createUser({ email: ADMIN_EMAIL }), { services: withServices });

interface SyncedRow {
  id: number;
  printify_id: string;
  title: string;
  description: string | null;
  category: string | null;
  price: string;
  price_range: string | null;
  hidden: boolean;
  in_stock: boolean;
  inventory: number;
  tags: string[];
  printify_variant_id: string;
  variants: { id: string; size: string; price: string; isDefault: boolean; dimensions: string | null; mockupImages: string[] }[];
}
const synced = () => query<SyncedRow>('select * from products where printify_id is not null order by id');

/** A canvas in three sizes, one of them disabled by the merchant. */
const harbour = (title = 'Harbour at Dusk') =>
  standin.addCanvasProduct({
    title,
    description: '<p>Golden light over the <strong>harbour</strong>.</p><script>alert(1)</script><p>Museum-grade canvas &amp; pine frame.</p>',
    tags: ['Wall Art', 'Waterfronts', 'Home & Living'],
    sizes: [
      { width: 24, height: 16, price: 12900 },
      { width: 36, height: 24, price: 18900, enabled: false },
      { width: 40, height: 30, price: 24900, title: '40" x 30" (Horizontal) / 1.25"' },
      { width: 50, height: 25, price: 29900 },
    ],
  });

/** A mockup as the shop serves it, from its own origin. */
const shopPicture = expect.stringMatching(/^\/api\/product-images\/\d+$/);

describe('sync', () => {
  it('brings every product over, page after page, with its enabled sizes and prices', async () => {
    const first = harbour();
    for (let index = 0; index < 54; index += 1) standin.addCanvasProduct({ title: `Study ${index}`, tags: ['Abstract'], sizes: [{ width: 12, height: 16, price: 8900 }] });
    const caller = await admin();

    expect(await caller.printify.sync()).toEqual({ synced: 55, publishingFixed: 0, failed: [] });
    expect(standin.requests.filter((request) => request.path.endsWith('/products.json')).map((request) => request.query.page)).toEqual(['1', '2']);

    const rows = await synced();
    expect(rows).toHaveLength(55);
    const row = rows.find((candidate) => candidate.printify_id === first.id)!;
    const [small, , large, offChart] = first.variants;
    expect(row).toMatchObject({
      title: 'Harbour at Dusk',
      description: 'Golden light over the harbour.\nMuseum-grade canvas & pine frame.',
      category: 'Waterfronts',
      price: '129.00',
      price_range: '$129.00 - $299.00',
      hidden: false,
      in_stock: true,
      printify_variant_id: String(small!.id),
    });
    expect(row.inventory).toBeGreaterThan(0);
    expect(row.variants).toEqual([
      { id: String(small!.id), size: '24"x16"', price: '129.00', isDefault: true, dimensions: '24" x 16" (61 x 40.6 cm)', mockupImages: [shopPicture] },
      { id: String(large!.id), size: '40"x30"', price: '249.00', isDefault: false, dimensions: '40" x 30" (101.6 x 76.2 cm)', mockupImages: [shopPicture] },
      expect.objectContaining({ id: String(offChart!.id), size: '50"x25"', price: '299.00', dimensions: expect.stringMatching(/^50" x 25" \(127 x 63.5 cm/) }),
    ]);
    const categories = await query<{ name: string }>('select name from categories order by name');
    expect(categories.map((category) => category.name)).toEqual(['Abstract', 'Waterfronts']);
    const links = await query<{ n: number }>('select count(*)::int as n from product_categories');
    expect(links[0]!.n).toBe(55);

    const shop = await callerFor(null, { services });
    const listed = await shop.shop.products.list({ search: 'Harbour' });
    expect(listed.items.map((item) => item.variants.map((variant) => variant.size))).toEqual([['24"x16"', '40"x30"', '50"x25"']]);
    // The palette of its picture, read at the import: the stand-in's mockups are one brown (#8c6d4f), kept as JPEG.
    const [colour, ...others] = listed.items[0]!.palette;
    expect(others).toEqual([]);
    expect(colour!.share).toBe(1);
    expect(differenceCiede2000()(colour!.hex, '#8c6d4f')).toBeLessThan(1);
  });

  it('updates instead of duplicating, and hides what Printify deleted', async () => {
    const kept = harbour();
    const gone = harbour('Dunes at Noon');
    const caller = await admin();
    await caller.printify.sync();
    const before = await synced();

    const product = standin.products.get(kept.id)!;
    product.title = 'Harbour at Dawn';
    product.variants[0]!.price = 13900;
    standin.products.delete(gone.id);
    expect(await caller.printify.sync()).toEqual({ synced: 1, publishingFixed: 0, failed: [] });

    const after = await synced();
    expect(after.map((row) => row.id)).toEqual(before.map((row) => row.id));
    expect(after.find((row) => row.printify_id === kept.id)).toMatchObject({ title: 'Harbour at Dawn', price: '139.00', hidden: false });
    expect(after.find((row) => row.printify_id === gone.id)).toMatchObject({ hidden: true, in_stock: false });

    const shop = await callerFor(null, { services });
    expect((await shop.shop.products.list({})).items.map((item) => item.title)).toEqual(['Harbour at Dawn']);
    const hiddenId = after.find((row) => row.printify_id === gone.id)!.id;
    await expect(shop.shop.products.byId({ id: hiddenId })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await caller.printify.lastSync()).toMatchObject({ synced: 1, publishingFixed: 0, hidden: 1, error: null, requestedBy: ADMIN_EMAIL });
  });

  it('acknowledges the locked products it meets', async () => {
    const locked = harbour();
    harbour('Unlocked');
    standin.publish(locked.id);
    expect(await (await admin()).printify.sync()).toEqual({ synced: 2, publishingFixed: 1, failed: [] });
    const row = (await synced()).find((candidate) => candidate.printify_id === locked.id)!;
    expect(standin.acknowledgements).toEqual([
      { productId: locked.id, outcome: 'succeeded', external: { id: String(row.id), handle: `https://shop.example/product/${row.id}` } },
    ]);
    expect(standin.lockedProducts()).toEqual([]);
    // Both prints' share images are drawn by the jobs their imports queued, before anyone shares them.
    expect(await services.jobs.drain()).toEqual({ completed: 2, failed: [] });
    expect(await query('select product_id from share_images order by product_id')).toEqual((await synced()).map((print) => ({ product_id: print.id })));
  });

  it('records a failed sync with its reason', async () => {
    standin.failNext(2, 500);
    const caller = await admin();
    await expect(caller.printify.sync()).rejects.toMatchObject({ code: 'BAD_GATEWAY' });
    expect(await caller.printify.lastSync()).toMatchObject({ synced: 0, error: 'Printify failed with HTTP 500 after 2 tries: try again in a few minutes.' });
  });
});

describe('text from Printify', () => {
  it('is stored without control characters, line breaks kept in descriptions; a product that cannot be imported is reported by name and the others are imported', async () => {
    const withNul = harbour('Harbour at Dusk');
    standin.products.get(withNul.id)!.description = '<p>Golden light\u0000 over the harbour.</p>\r\nMuseum-grade canvas &#7;&amp; pine frame.\u001b';
    const noisy = standin.addCanvasProduct({
      title: '\u0007Dunes\tat\u0000 Noon\r\n',
      tags: ['Wall Art', 'Des\u0000erts', '\u0008', 'Sand\u001f\u007f dunes'],
      sizes: [{ width: 24, height: 16, price: 12900 }],
    });
    const plain = harbour('Still Lake');
    const unsellable = standin.addCanvasProduct({ title: 'Nothing\u0000 enabled', sizes: [{ width: 24, height: 16, price: 12900, enabled: false }] });
    // A price past what the shop's prices hold (numeric(10,2)): the database refuses the row.
    const unstorable = standin.addCanvasProduct({ title: 'Priced past the ledger', sizes: [{ width: 24, height: 16, price: 100_000_000_000 }] });
    const caller = await admin();

    const failed = [
      { id: unsellable.id, title: 'Nothing enabled', reason: 'No enabled variant to sell: enable at least one canvas size in Printify.' },
      { id: unstorable.id, title: 'Priced past the ledger', reason: IMPORT_FAILED_ON_OUR_SIDE },
    ];
    const answer = await caller.printify.sync();
    expect(answer).toEqual({ synced: 3, publishingFixed: 0, failed: expect.arrayContaining(failed) });
    expect(answer.failed).toHaveLength(failed.length);
    const rows = await synced();
    expect(rows.map((row) => row.printify_id).sort()).toEqual([withNul.id, noisy.id, plain.id].sort());
    expect(rows.find((row) => row.printify_id === withNul.id)!.description).toBe('Golden light over the harbour.\nMuseum-grade canvas & pine frame.');
    expect(rows.find((row) => row.printify_id === noisy.id)).toMatchObject({ title: 'Dunes at Noon', tags: ['Wall Art', 'Deserts', 'Sand dunes'], category: 'Deserts' });
    expect(await caller.printify.lastSync()).toMatchObject({ synced: 3, failed: answer.failed, error: null });
  });
});

describe('publishing', () => {
  it('reports Printify’s own state: total, and the locked products by Printify id', async () => {
    const [first, , third] = [harbour('One'), harbour('Two'), harbour('Three')];
    standin.publish(first.id);
    standin.publish(third.id);
    const status = await (await admin()).printify.publishingStatus();
    expect(status.total).toBe(3);
    expect(status.publishing).toBe(2);
    expect(status.publishingProducts).toEqual(
      expect.arrayContaining([
        { id: first.id, title: 'One', status: 'publishing' },
        { id: third.id, title: 'Three', status: 'publishing' },
      ]),
    );
    expect(status.publishingProducts).toHaveLength(2);
  });

  it('auto-fix acknowledges exactly the locked products', async () => {
    const [first, second] = [harbour('One'), harbour('Two'), harbour('Three')];
    standin.publish(first.id);
    standin.publish(second.id);
    expect(await (await admin()).printify.autoFixPublishing()).toEqual({ publishingFixed: 2, stuckProducts: 2 });
    expect(standin.acknowledgements.map((ack) => ack.productId).sort()).toEqual([first.id, second.id].sort());
    expect(standin.lockedProducts()).toEqual([]);
    expect((await synced()).map((row) => row.title).sort()).toEqual(['One', 'Two']);
  });

  it('completes one product, and fails one it cannot sell with the reason', async () => {
    const [first, second] = [harbour('One'), harbour('Two')];
    const empty = standin.addCanvasProduct({ title: 'No sizes', sizes: [{ width: 24, height: 16, price: 12900, enabled: false }] });
    for (const product of [first, second, empty]) standin.publish(product.id);
    const caller = await admin();

    expect(await caller.printify.completePublishing({ id: second.id })).toMatchObject({ id: second.id, title: 'Two', status: 'published' });
    expect(await caller.printify.completePublishing({ id: empty.id })).toEqual({
      id: empty.id,
      title: 'No sizes',
      status: 'failed',
      reason: 'No enabled variant to sell: enable at least one canvas size in Printify.',
    });
    expect(standin.acknowledgements.map((ack) => [ack.productId, ack.outcome])).toEqual([
      [second.id, 'succeeded'],
      [empty.id, 'failed'],
    ]);
    expect(standin.lockedProducts().map((product) => product.id)).toEqual([first.id]);
    await expect(caller.printify.completePublishing({ id: 'ffffffffffffffffffffffff' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('the permanent fix acknowledges the locked products and registers the webhook with its secret', async () => {
    const locked = harbour();
    standin.publish(locked.id);
    // An earlier registration of the shop's, whose secret cannot be known any more, and someone else's.
    standin.webhooks.set('old', { id: 'old', topic: 'product:publish:started', url: 'https://shop.example/api/printify/webhook', shop_id: 4242, secret: 'stale' });
    standin.webhooks.set('other', { id: 'other', topic: 'order:created', url: 'https://elsewhere.example/hook', shop_id: 4242, secret: null });

    const answer = await (await admin()).printify.fixPublishingPermanently();
    expect(answer.fixedCount).toBe(1);
    expect(answer.message).toContain('Fixed 1 stuck product.');
    expect(standin.lockedProducts()).toEqual([]);
    const ours = [...standin.webhooks.values()].filter((webhook) => webhook.url === 'https://shop.example/api/printify/webhook');
    expect(ours.map((webhook) => webhook.topic).sort()).toEqual([...WEBHOOK_TOPICS].sort());
    expect(ours.every((webhook) => webhook.secret === printify.webhookSecret)).toBe(true);
    expect(standin.webhooks.has('other')).toBe(true);
  });
});

describe('authorisation', () => {
  const calls = {
    sync: (caller: Awaited<ReturnType<typeof admin>>) => caller.printify.sync(),
    lastSync: (caller: Awaited<ReturnType<typeof admin>>) => caller.printify.lastSync(),
    config: (caller: Awaited<ReturnType<typeof admin>>) => caller.printify.config(),
    publishingStatus: (caller: Awaited<ReturnType<typeof admin>>) => caller.printify.publishingStatus(),
    autoFixPublishing: (caller: Awaited<ReturnType<typeof admin>>) => caller.printify.autoFixPublishing(),
    completePublishing: (caller: Awaited<ReturnType<typeof admin>>) => caller.printify.completePublishing({ id: '5d39b159e7c48c000728c89f' }),
    fixPublishingPermanently: (caller: Awaited<ReturnType<typeof admin>>) => caller.printify.fixPublishingPermanently(),
  };

  it.each(Object.entries(calls))('%s: 401 for a visitor, 403 for a customer, before Printify is asked', async (_name, call) => {
    await expect(call(await callerFor(null, { services }))).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(call(await callerFor(await createUser(), { services }))).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(standin.requests).toEqual([]);
  });

  it('answers 503 "not configured" to an admin when Printify is not configured', async () => {
    const unconfigured = await admin(await testServices());
    for (const name of ['sync', 'publishingStatus', 'autoFixPublishing', 'completePublishing', 'fixPublishingPermanently'] as const) {
      await expect(calls[name](unconfigured)).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: PRINTIFY_NOT_CONFIGURED });
    }
    expect(await unconfigured.printify.config()).toEqual({ configured: false });
    expect(await unconfigured.printify.lastSync()).toBeNull();
  });
});
