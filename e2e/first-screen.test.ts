import { describe, expect, inject, it } from 'vitest';
import type { Product } from '../src/catalogue.ts';
import { FONT_SWAP_SHIFT, launchBrowser, layoutShifts, NO_VISIBLE_SHIFT, VIEWPORTS } from './browser.ts';
import { productNamed } from './demo-products.ts';
import { fileBrowser } from './file-browser.ts';

/**
 * The pages as sent: their first screen in the HTML itself (server/http/page-drawing.ts), readable
 * without JavaScript, and the client taking over without moving anything.
 */

const browser = fileBrowser();
const baseUrl = inject('baseUrl');

/** The visible text of the page's drawn part (#root), as a reader without JavaScript gets it, on one line. */
function drawnText(html: string): string {
  const root = html.slice(html.indexOf('<div id="root">'));
  return root
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ');
}

/** In the page: whether the shop's sans and serif web fonts have loaded. */
function webFontsLoaded(): boolean {
  const loaded = [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family);
  return ['Inter Variable', 'Cormorant Garamond Variable'].every((family) => loaded.some((name) => name.includes(family)));
}

const imagesOf = (html: string) => [...html.slice(html.indexOf('<div id="root">')).matchAll(/<img\b[^>]*\bsrc="([^"]+)"[^>]*>/g)].map((match) => match[1]);

describe('the HTML as sent, fetched without a browser', () => {
  it('holds a print’s name, prices, sizes, picture and links', async () => {
    const product = await productNamed(baseUrl, 'Lisbon Rooftops at Dusk');
    const response = await fetch(`${baseUrl}/product/${product.id}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const text = drawnText(html);
    expect(text).toContain('Lisbon Rooftops at Dusk');
    expect(text).toContain('$129.00 – $589.00');
    for (const size of ['24"x16"', '36"x24"', '48"x32"', '60"x40"']) expect(text).toContain(size);
    expect(text).toContain('Add to Cart');
    expect(text).toContain(product.description!.slice(0, 60));
    expect(imagesOf(html)[0]).toBe(product.imageUrl);
    expect(html).toMatch(/<a[^>]+href="\/shop"/);
    // No boundary left for a script to fill in.
    expect(html).not.toContain('<template');
  });

  it('holds the landing page’s, the catalogue’s and a category’s first screen', async () => {
    const landing = await (await fetch(`${baseUrl}/`)).text();
    expect(drawnText(landing)).toMatch(/New arrivals|Shop the collection|Shop/);
    expect(imagesOf(landing).length).toBeGreaterThan(0);

    const shop = await (await fetch(`${baseUrl}/shop`)).text();
    const shopText = drawnText(shop);
    expect(shopText).toContain('All Artwork');
    expect(shopText).toMatch(/\d+ artworks found/);
    expect(shopText).toMatch(/\$\d+\.\d{2}/);
    expect(imagesOf(shop).length).toBeGreaterThanOrEqual(4);
    expect(shop).toMatch(/<a[^>]+href="\/product\/\d+"/);

    const europe = await fetch(`${baseUrl}/shop?category=Europe`);
    expect(europe.status).toBe(200);
    const europeText = drawnText(await europe.text());
    expect(europeText).toContain('Europe');
    expect(europeText).toContain('Lisbon Rooftops at Dusk');

    // A colour and a shape: the prints the catalogue answers for them, closest colour first, and the
    // choices drawn as chosen, before any script runs.
    const filtered = '?color=2e4a7a&orientation=portrait';
    const [first, ...rest] = (await (await fetch(`${baseUrl}/api/products${filtered}`)).json()) as Product[];
    const portraitHtml = await (await fetch(`${baseUrl}/shop${filtered}`)).text();
    const portraitText = drawnText(portraitHtml);
    expect(portraitText).toContain(first!.title);
    expect(portraitText).toMatch(new RegExp(`${rest.length + 1} artworks? found`));
    expect(portraitHtml).toMatch(/<button[^>]*aria-pressed="true"[^>]*aria-label="Blue"|<button[^>]*aria-label="Blue"[^>]*aria-pressed="true"/);
    const linked = new Set([...portraitHtml.matchAll(/href="\/product\/(\d+)"/g)].map((match) => Number(match[1])));
    expect([...linked].sort()).toEqual([first!, ...rest].map((product) => product.id).sort());
  });

  it('holds about, contact, the policy pages and Not Found, with their status', async () => {
    const pages: [string, number, string][] = [
      ['/about', 200, 'Miami'],
      ['/contact', 200, 'Typically within 24 hours, Monday to Friday, 9:00 AM to 6:00 PM EST.'],
      ['/refund-policy', 200, 'Refund Policy'],
      ['/privacy-policy', 200, 'Privacy Policy'],
      ['/terms-of-service', 200, 'Terms of Service'],
      ['/no/such/page', 404, 'Page Not Found'],
      ['/product/999999', 404, 'Not Found'],
    ];
    for (const [path, status, words] of pages) {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.status, path).toBe(status);
      expect(drawnText(await response.text()), path).toContain(words);
    }
  });
});

describe('a print’s page in a browser', () => {
  it('shows the print, its price and sizes with JavaScript off', async () => {
    const product = await productNamed(baseUrl, 'Lisbon Rooftops at Dusk');
    // Scripts off as a reader turns them off in the browser's settings, so that <noscript> is read as
    // the page (Playwright's javaScriptEnabled only stops scripts from running).
    const scriptless = await launchBrowser(['--blink-settings=scriptEnabled=false']);
    for (const viewport of Object.values(VIEWPORTS)) {
      const context = await scriptless.newContext({ viewport });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/product/${product.id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Lisbon Rooftops at Dusk' }).isVisible()).resolves.toBe(true);
      // React's drawing splits the range into text nodes: read the price's whole text.
      const price = page.locator('p[aria-live="polite"]');
      await expect(price.isVisible()).resolves.toBe(true);
      await expect(price.textContent()).resolves.toBe('$129.00 – $589.00');
      await expect(page.getByRole('radio', { name: '36"x24", $249.00' }).count()).resolves.toBe(1);
      const picture = page.locator(`img[src="${product.imageUrl}"]`).first();
      await expect(picture.isVisible()).resolves.toBe(true);
      // Loaded and drawn: a picture that failed would have no natural width.
      await expect(picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).resolves.toBe(true);
      await expect(page.getByText('Loading').count()).resolves.toBe(0);
      await context.close();
    }
    await scriptless.close();
  });

  it('takes over with JavaScript on without a layout shift, and its controls work', async () => {
    const product = await productNamed(baseUrl, 'Lisbon Rooftops at Dusk');
    const context = await browser().newContext({ viewport: VIEWPORTS.desktop });
    await context.addInitScript(() => sessionStorage.setItem('cl.recommendationsShown', '1'));
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/trpc/')) calls.push(request.url());
    });
    await page.goto(`${baseUrl}/product/${product.id}?size=36x24`);
    // The web fonts come after the first paint (client/web-fonts.ts) and replace their stand-ins in place.
    await page.waitForFunction(webFontsLoaded);
    const shifts = await layoutShifts(page);
    expect(shifts.page).toBeLessThan(NO_VISIBLE_SHIFT);
    expect(shifts.fontSwap).toBeLessThan(FONT_SWAP_SHIFT);
    // The client's own render: the size the link named is chosen, and its price shown.
    await expect(page.getByRole('radio', { name: '36"x24", $249.00' }).isChecked()).resolves.toBe(true);
    await page.locator('p[aria-live="polite"]', { hasText: '$249.00' }).waitFor();
    // What the page brought is not asked for again.
    expect(calls.filter((url) => /shop\.products\.byId|shop\.location\.info|cart\.list/.test(url))).toEqual([]);

    await page.getByRole('radio', { name: '48"x32", $399.00' }).check();
    await page.locator('p[aria-live="polite"]', { hasText: '$399.00' }).waitFor();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('button', { name: 'Shopping bag, 1 item' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
