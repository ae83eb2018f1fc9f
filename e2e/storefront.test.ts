import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Product } from '../src/catalogue.ts';
import { newPage } from './browser.ts';
import { productNamed } from './demo-products.ts';
import { fileBrowser } from './file-browser.ts';
import { startShopProcess, type ShopProcess } from './shop-process.ts';

const browser = fileBrowser();
const baseUrl = inject('baseUrl');

/** How many prints the demo catalogue shows, as the REST path counts them. */
const productCount = async () => Number((await fetch(`${baseUrl}/api/products?limit=1`)).headers.get('x-total-count'));

/** The header's bag icon; its name carries the badge's count. */
const bagButton = (page: Page, count: number) =>
  page.getByRole('button', { name: `Shopping bag, ${count} ${count === 1 ? 'item' : 'items'}` });

/** A cart line (panel or /cart) by its artwork's title. */
const cartLine = (scope: Page | Locator, title: string) => scope.getByRole('listitem', { name: title });

describe('the storefront in a browser', () => {
  it('filters the catalogue, picks a size, fills the bag, edits it on /cart and keeps it across a reload', async () => {
    const page = await newPage(browser());
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    // Browse, then filter by a category control; the catalogue page is rebuilt separately, so any
    // control named Europe will do, and the URL is the contract.
    await page.goto(`${baseUrl}/shop`);
    const main = page.locator('main');
    await main.locator('a[href^="/product/"]').first().waitFor();
    const europe = main
      .getByRole('button', { name: 'Europe', exact: true })
      .or(main.getByRole('link', { name: 'Europe', exact: true }))
      .or(main.getByRole('radio', { name: 'Europe', exact: true }))
      .or(main.getByRole('tab', { name: 'Europe', exact: true }))
      .first();
    if (await europe.isVisible()) await europe.click();
    else await page.goto(`${baseUrl}/shop?category=Europe`);
    await page.waitForURL(/[?&]category=Europe\b/);
    // The dropdowns are the browser's own selects: sorting keeps the category, and both show what the address says.
    await main.getByLabel('Sort by').selectOption({ label: 'Price: Low to High' });
    await page.waitForURL(/[?&]sort=price_asc\b/);
    expect(new URL(page.url()).searchParams.get('category')).toBe('Europe');
    expect(await main.getByLabel('Category').inputValue()).toBe('Europe');
    await main.getByRole('link', { name: /Lisbon Rooftops at Dusk/ }).first().click();

    await page.waitForURL(/\/product\/\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Lisbon Rooftops at Dusk' }).waitFor();
    await page.getByText('In Stock · 18 available').waitFor();
    await page.getByText('$129.00 – $589.00').waitFor();

    // Spec section 5: no size, no adding.
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByText('Please select a size').waitFor();
    await page.getByText('Choose a canvas size before adding to cart').waitFor();
    await expect(bagButton(page, 0).isVisible()).resolves.toBe(true);

    await page.getByRole('radio', { name: /^24"x16"/ }).check();
    await page.getByText('$129.00', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByText('Added to cart').waitFor();
    await page.getByText('Lisbon Rooftops at Dusk has been added to your cart').waitFor();
    await bagButton(page, 1).waitFor();

    // The side panel: one more of the same line doubles its price.
    await bagButton(page, 1).click();
    const panel = page.getByRole('dialog', { name: 'Shopping Bag' });
    const panelLine = cartLine(panel, 'Lisbon Rooftops at Dusk');
    await panelLine.getByText('24"x16"').waitFor();
    await panelLine.getByText('$129.00').waitFor();
    await expect(panelLine.getByRole('button', { name: 'Decrease quantity' }).isDisabled()).resolves.toBe(true);
    await panelLine.getByRole('button', { name: 'Increase quantity' }).click();
    await panelLine.getByText('$258.00').waitFor();
    await expect(panelLine.getByRole('group', { name: /Quantity of/ }).getByText('2', { exact: true }).isVisible()).resolves.toBe(true);
    await panel.getByText('Shipping calculated at checkout').waitFor();
    await bagButton(page, 2).waitFor({ state: 'attached' });

    // /cart: back down to one, then removed.
    await panel.getByRole('link', { name: 'View Cart' }).click();
    await page.waitForURL(`${baseUrl}/cart`);
    await panel.waitFor({ state: 'detached' });
    const line = cartLine(main, 'Lisbon Rooftops at Dusk');
    await line.getByText('$258.00').waitFor();
    await main.getByText('Order Summary').waitFor();
    await main.getByText('Free', { exact: true }).waitFor();
    await expect(main.getByRole('button', { name: 'Apply' }).isDisabled()).resolves.toBe(true);
    await line.getByRole('button', { name: 'Decrease quantity' }).click();
    await line.getByText('$129.00', { exact: true }).waitFor();
    await bagButton(page, 1).waitFor();
    await line.getByRole('button', { name: 'Remove Lisbon Rooftops at Dusk' }).click();
    await main.getByText('Your cart is empty').waitFor();
    await main.getByText('Add some beautiful artwork to get started').waitFor();
    await bagButton(page, 0).waitFor();

    // The cart lives on the server, behind the session cookie: a reload keeps it.
    await page.goBack();
    await page.waitForURL(/\/product\/\d+$/);
    await page.getByRole('radio', { name: /^36"x24"/ }).check();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await bagButton(page, 1).waitFor();
    await page.reload();
    await bagButton(page, 1).waitFor();
    expect(errors).toEqual([]);
  });

  it('finds blue landscape prints for a 48-inch wall in two clicks and a field, kept in the address through a reload; a narrower wall gets sizes that fit', async () => {
    const page = await newPage(browser());
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${baseUrl}/shop`);
    const main = page.locator('main');
    await main.locator('a[href^="/product/"]').first().waitFor();
    const cardTitles = () => main.getByRole('heading', { level: 3 }).allTextContents();

    await main.getByRole('button', { name: 'Blue', exact: true }).click();
    await page.waitForURL(/[?&]color=2e4a7a\b/);
    await main.getByRole('button', { name: 'Landscape', exact: true }).click();
    await page.waitForURL(/[?&]orientation=landscape\b/);
    await main.getByLabel('Fits a wall up to').fill('48');
    await page.waitForURL(/[?&]maxWidthIn=48\b/);
    expect(new URL(page.url()).searchParams.get('color')).toBe('2e4a7a');

    // The grid holds exactly what the catalogue answers for the three filters, closest colour first,
    // and each of those is a landscape print offered in a size at most 48 inches wide.
    const matches = (await (await fetch(`${baseUrl}/api/products?color=2e4a7a&orientation=landscape&maxWidthIn=48`)).json()) as Product[];
    expect(matches.length).toBeGreaterThan(0);
    expect(matches.length).toBeLessThan((await productCount()) / 2);
    for (const product of matches) {
      const widths = product.variants.map((variant) => variant.size.match(/\d+/g)!.map(Number));
      expect(widths.some(([width]) => width! <= 48), product.title).toBe(true);
      const [width, height] = (product.variants.find((variant) => variant.isDefault) ?? product.variants[0])!.size.match(/\d+/g)!.map(Number);
      expect(width! > height!, product.title).toBe(true);
    }
    const wanted = matches.map((product) => product.title);
    await expect.poll(cardTitles).toEqual(wanted);

    // A reload comes back to the same view, the choices shown as chosen.
    await page.reload();
    await expect.poll(cardTitles).toEqual(wanted);
    await expect(main.getByRole('button', { name: 'Blue', exact: true }).getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(main.getByRole('button', { name: 'Landscape', exact: true }).getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(main.getByLabel('Fits a wall up to').inputValue()).resolves.toBe('48');
    // The shapes offered are those that still hold prints: no square print is blue and landscape at once.
    await expect(main.getByRole('button', { name: 'Square', exact: true }).count()).resolves.toBe(0);

    // For a narrower wall, a card whose default size is too wide offers the widest that fits, and its
    // page opens with that size chosen.
    await main.getByLabel('Fits a wall up to').fill('24');
    await page.waitForURL(/[?&]maxWidthIn=24\b/);
    const narrow = (await (await fetch(`${baseUrl}/api/products?color=2e4a7a&orientation=landscape&maxWidthIn=24`)).json()) as Product[];
    const tooWide = narrow.find((product) => Number(product.variants.find((variant) => variant.isDefault)!.size.match(/\d+/)![0]) > 24);
    expect(tooWide, 'a blue landscape print whose default size is wider than 24 inches').toBeDefined();
    const fitting = tooWide!.variants.filter((variant) => Number(variant.size.match(/\d+/)![0]) <= 24).at(-1)!;
    const card = main.locator('[data-product-card]').filter({ has: page.getByRole('heading', { name: tooWide!.title }) });
    await card.getByText(`${fitting.size.match(/\d+/g)!.join('" x ')}"`).waitFor();
    await card.getByRole('link', { name: tooWide!.title }).click();
    await page.waitForURL(new RegExp(`/product/${tooWide!.id}\\?size=${fitting.size.match(/\d+/g)!.join('x')}$`));
    await expect(page.getByRole('radio', { name: `${fitting.size}, `, exact: false }).isChecked()).resolves.toBe(true);
    expect(errors).toEqual([]);
  });

  it('applies a coupon only when it exists, and keeps Apply disabled while the code is blank', async () => {
    const page = await newPage(browser());
    const product = await productNamed(baseUrl, 'Golden Gate in the Fog');
    await page.goto(`${baseUrl}/product/${product.id}`);
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await bagButton(page, 1).waitFor();

    await page.goto(`${baseUrl}/cart`);
    const apply = page.getByRole('button', { name: 'Apply' });
    await expect(apply.isDisabled()).resolves.toBe(true);
    await page.getByLabel('Discount code').fill('   ');
    await expect(apply.isDisabled()).resolves.toBe(true);
    await page.getByLabel('Discount code').fill('NO-SUCH-CODE');
    await apply.click();
    await page.getByText('Invalid coupon').waitFor();
    await page.getByText('This coupon code is not valid').waitFor();
    expect(await page.getByText('NO-SUCH-CODE').count()).toBe(0);
  });

  it('shows Product Not Found with a way back to the shop', async () => {
    const page = await newPage(browser());
    await page.goto(`${baseUrl}/product/987654`);
    await page.getByRole('heading', { name: 'Product Not Found' }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Back to Shop' }).click();
    await page.waitForURL(`${baseUrl}/shop`);
  });

  it('on a phone: a single-size print comes preselected, the gallery swipes, and Buy Now goes to checkout', async () => {
    const page = await newPage(browser(), 'phone');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const product = await productNamed(baseUrl, 'Manhattan Nocturne');
    expect(product.variants).toHaveLength(1);

    await page.goto(`${baseUrl}/product/${product.id}`);
    await page.getByRole('heading', { level: 1, name: 'Manhattan Nocturne' }).waitFor();
    await expect(page.getByRole('radio').first().isChecked()).resolves.toBe(true);
    await page.getByText(`In Stock · ${product.inventory} available`).waitFor();
    await page.getByText('Size chart', { exact: true }).waitFor();

    // A 120 px swipe to the left turns to the room view.
    const gallery = page.getByRole('region', { name: /Manhattan Nocturne/ }).first();
    const box = await gallery.boundingBox();
    if (!box) throw new Error('The gallery has no box');
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.75, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.75 - 120, y, { steps: 8 });
    await page.mouse.up();
    await expect
      .poll(() => gallery.getByRole('button', { name: /2 of 2/ }).getAttribute('aria-current'))
      .toBe('true');

    // The quantity stops at what is in stock.
    const increase = page.getByRole('button', { name: 'Increase quantity' });
    for (let step = 1; step < product.inventory; step += 1) await increase.click();
    await expect(increase.isDisabled()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Decrease quantity' }).click();

    await page.getByRole('button', { name: 'Buy Now' }).click();
    await page.waitForURL(`${baseUrl}/checkout`);
    await bagButton(page, product.inventory - 1).waitFor();
    expect(errors).toEqual([]);
  });
});

describe('a visitor from a sanctioned location', () => {
  let shop: ShopProcess;

  beforeAll(async () => {
    // A CDN country header lets the test stand in for a visitor abroad; loopback alone reads as US.
    shop = await startShopProcess({ GEO_COUNTRY_HEADER: 'x-test-country' });
  });
  afterAll(() => shop?.stop());

  it('is sent to /shipping-blocked from every route and sees the message in the red box', async () => {
    const context = await browser().newContext({ extraHTTPHeaders: { 'x-test-country': 'CU' } });
    const page = await context.newPage();
    await page.goto(`${shop.baseUrl}/shop`);
    await page.waitForURL(`${shop.baseUrl}/shipping-blocked`);
    await page.getByRole('heading', { name: 'Shipping Unavailable in Your Location' }).waitFor();
    await page.getByRole('alert').getByText(/cannot accept orders or ship to your location/).waitFor();
    await page.goto(`${shop.baseUrl}/cart`);
    await page.waitForURL(`${shop.baseUrl}/shipping-blocked`);
    await context.close();
  });

  it('shows prices in the visitor’s currency elsewhere', async () => {
    const context = await browser().newContext({ extraHTTPHeaders: { 'x-test-country': 'DE' } });
    const page = await context.newPage();
    await page.goto(`${shop.baseUrl}/product/1`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByText(/^€[\d,.]+ – €[\d,.]+$/).first().waitFor();
    await context.close();
  });
});
