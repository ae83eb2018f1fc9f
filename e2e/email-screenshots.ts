/**
 * `npx tsx e2e/email-screenshots.ts [de fr …]`: every kind of e-mail a shopper can get
 * (server/test/email-samples.ts), in each language (or those named), drawn from its HTML part as a mail
 * client would draw it, at 1440 and 390 px wide, saved to e2e/screenshots/emails/ for looking at
 * (`email-de-order-confirmation-390.png`). The subjects are printed, one line each. No shop is started.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { isLocale, LOCALES } from '../src/locales.ts';
import { sampleEmails } from '../server/test/email-samples.ts';
import { launchBrowser, newPage } from './browser.ts';

const outDir = path.join(import.meta.dirname, 'screenshots', 'emails');
const asked = process.argv.slice(2).filter(isLocale);
/** A file name's part from a kind ("order confirmation, bank payment processing"). */
const slug = (kind: string) => kind.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

await mkdir(outDir, { recursive: true });
const browser = await launchBrowser();
try {
  for (const viewport of ['desktop', 'phone'] as const) {
    const page = await newPage(browser, viewport);
    const width = page.viewportSize()!.width;
    for (const locale of asked.length ? asked : LOCALES) {
      for (const { kind, mail } of sampleEmails(locale)) {
        if (viewport === 'desktop') console.log(`${locale} ${kind}: ${mail.subject}`);
        await page.setContent(mail.html, { waitUntil: 'load' });
        await page.screenshot({ path: path.join(outDir, `email-${locale}-${slug(kind)}-${width}.png`), fullPage: true });
      }
    }
    await page.context().close();
  }
  console.log(`Saved to ${outDir}`);
} finally {
  await browser.close();
}
