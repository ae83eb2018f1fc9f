/**
 * `npx tsx scripts/printify-standin.ts [port]`: the Printify stand-in the tests use, as a process, with
 * a few canvas products (two of them stuck in "Publishing"), so a newcomer can try the Printify
 * features without a Printify account: start the shop with the settings it prints, sync on
 * /printify-admin, fix the stuck products, buy a synced print and watch the order arrive here.
 * Type `ship` and Enter to ship every order it holds (the shop must be reachable at PUBLIC_URL).
 */
import { createInterface } from 'node:readline';
import { PrintifyStandin } from '../server/test/printify-standin.ts';

const port = Number(process.argv[2] ?? 3799);
const standin = await new PrintifyStandin({ token: 'pfy_local_standin' }).start({ port });
const sizes = [
  { width: 24, height: 16, price: 12900 },
  { width: 36, height: 24, price: 18900 },
  { width: 48, height: 32, price: 27900 },
  { width: 60, height: 40, price: 39900, enabled: false },
];
// Artwork of several pixel sizes, so each verdict of the print-resolution check shows (src/print-resolution.ts):
// sharp at every size; flagged at 48x32 (172 ppi); held back at 48x32 (125 ppi) and flagged at 36x24 (166 ppi); vector.
const art = [
  ['Harbour at Dusk', 'Waterfronts', { width: 12_000, height: 8_000 }],
  ['Dunes at Noon', 'Landscapes', { width: 8_256, height: 5_504 }],
  ['Quiet Geometry', 'Abstract', 'vector'],
  ['Lisbon Rooftops', 'Europe', { width: 6_000, height: 4_000 }],
] as const;
const made = art.map(([title, tag, artwork]) =>
  standin.addCanvasProduct({ title, tags: ['Wall Art', tag], description: `<p>${title}, printed on museum-grade canvas.</p>`, sizes, artwork }),
);
standin.publish(made[1]!.id);
standin.publish(made[3]!.id);

console.log(`Printify stand-in at ${standin.url} with ${made.length} products (2 stuck in Publishing). Start the shop with:`);
console.log(`  PRINTIFY_API_BASE=${standin.url} PRINTIFY_IMAGE_ORIGIN=${standin.url} PRINTIFY_API_TOKEN=${standin.token} PRINTIFY_SHOP_ID=${standin.shopId} PRINTIFY_WEBHOOK_SECRET=local-secret`);
createInterface({ input: process.stdin }).on('line', (line) => {
  if (line.trim() !== 'ship') return;
  for (const order of standin.orders) {
    void standin.send(standin.ship(order.id)).then((statuses) => console.log(`shipped ${order.external_id}: webhook answered ${statuses.join(', ') || 'nothing (register it with the permanent fix)'}`));
  }
});
