import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithShop } from '../test-utils/render.tsx';
import { pageClient, shop, signInCustomer } from '../test-utils/shop-fixtures.ts';
import { AdminPage } from './AdminPage.tsx';
import { EmailTestPage } from './EmailTestPage.tsx';

/** The address the client tests' shop treats as an administrator's (server/test/helpers.ts TEST_CONFIG). */
const ADMIN = { email: 'curator@canvasandlight.example', firstName: 'Iris', lastName: 'Vale' };

const toast = (title: string) => screen.findByText(title, {}, { timeout: 5000 }).then((node) => node.closest<HTMLElement>('[role="alert"]')!);
const valueOf = (label: string) => (screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement).value;

describe('/admin', () => {
  it('shows a signed-in customer that it is for administrators, and no tab of the dashboard', async () => {
    await signInCustomer({ email: 'mara@example.com', firstName: 'Mara', lastName: 'Lind' });
    renderWithShop(<AdminPage />, { path: '/admin' });
    expect(await screen.findByRole('heading', { name: 'Administrators only' })).toBeTruthy();
    expect(screen.getByText(/You are signed in as/).textContent).toContain('mara@example.com');
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByText('Premium Customers', { exact: true })).toBeNull();
  });

  it('opens the tab `?tab=` names', async () => {
    await signInCustomer(ADMIN);
    renderWithShop(<AdminPage />, { path: '/admin?tab=messages' });
    expect(await screen.findByRole('heading', { name: 'Messages' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Messages' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('No messages yet.')).toBeTruthy();
  });

  it('keeps the coupon form in create mode with the percentage type, fills it from the list to edit, and Cancel returns to create', async () => {
    const user = userEvent.setup();
    await shop().createCoupon({ code: 'HARBOUR15', discountType: 'fixed', discountValue: '15.00', minOrderAmount: '90.00' });
    await signInCustomer(ADMIN);
    renderWithShop(<AdminPage />, { path: '/admin?tab=coupons' });

    expect(await screen.findByRole('heading', { name: 'New coupon' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Percentage' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();

    await user.click(await screen.findByRole('button', { name: 'Edit HARBOUR15' }));
    expect(await screen.findByRole('heading', { name: 'Edit HARBOUR15' })).toBeTruthy();
    expect(valueOf('Code')).toBe('HARBOUR15');
    expect((screen.getByRole('radio', { name: 'Fixed amount' }) as HTMLInputElement).checked).toBe(true);
    expect(valueOf('Discount ($)')).toBe('15.00');
    expect(valueOf('Minimum order ($)')).toBe('90.00');
    expect(screen.getByRole('button', { name: 'Update Coupon' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { name: 'New coupon' })).toBeTruthy();
    expect(valueOf('Code')).toBe('');
    expect((screen.getByRole('radio', { name: 'Percentage' }) as HTMLInputElement).checked).toBe(true);
  });

  it("shows the schema's messages before anything is sent, and asks before a coupon is deleted", async () => {
    const user = userEvent.setup();
    await shop().createCoupon({ code: 'DUNES10', discountType: 'percentage', discountValue: '10.00' });
    await signInCustomer(ADMIN);
    renderWithShop(<AdminPage />, { path: '/admin?tab=coupons' });

    await user.click(await screen.findByRole('button', { name: 'Create Coupon' }));
    expect(await screen.findByText('Coupon code is required')).toBeTruthy();
    expect(screen.getByText('Discount value is required')).toBeTruthy();
    expect(screen.getByText('Expiry date is required')).toBeTruthy();
    await user.type(screen.getByLabelText('Discount (%)'), '120');
    await user.click(screen.getByRole('button', { name: 'Create Coupon' }));
    expect(await screen.findByText('A percentage discount is at most 100')).toBeTruthy();

    await user.click(await screen.findByRole('button', { name: 'Delete DUNES10' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this coupon?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    // Nothing was deleted: the coupon is still listed.
    expect((await pageClient().admin.coupons.list.query({})).items.map((coupon) => coupon.code)).toEqual(['DUNES10']);

    await user.click(screen.getByRole('button', { name: 'Delete DUNES10' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(within(await toast('Coupon Deleted')).getByText('Orders that used it keep their discount.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete DUNES10' })).toBeNull());
  });
});

describe('dates on /admin', () => {
  // The browser here runs in UTC (as the machines do): the end of 31 December in Miami is already 1 January there.
  it("shows a coupon's expiry as the date entered, in the list and the form", async () => {
    const user = userEvent.setup();
    await signInCustomer(ADMIN);
    await pageClient().admin.coupons.create.mutate({ code: 'YEAREND', discountType: 'percentage', discountValue: '10', expiresAt: '2027-12-31' });
    renderWithShop(<AdminPage />, { path: '/admin?tab=coupons' });

    const row = (await screen.findByText('YEAREND')).closest('tr')!;
    expect(within(row).getByText('Dec 31, 2027')).toBeTruthy();
    expect(within(row).queryByText('Jan 1, 2028')).toBeNull();
    await user.click(within(row).getByRole('button', { name: 'Edit YEAREND' }));
    await waitFor(() => expect(valueOf('Expires on')).toBe('2027-12-31'));
  });

  it("shows times in the shop's time zone, with the zone named", async () => {
    await signInCustomer(ADMIN);
    const sent = new Date();
    await pageClient().contact.send.mutate({ name: 'Nora Field', email: 'nora@example.com', subject: 'Investor', message: 'A question about large formats' });
    renderWithShop(<AdminPage />, { path: '/admin?tab=messages' });

    const card = (await screen.findByText('Investor · Nora Field')).closest('article')!;
    // "Nov 26, 2026, 7:57 AM EST": the hour in New York, not the browser's, and the zone.
    const [hour, half] = sent.toLocaleString('en-US', { timeZone: 'America/New_York', hour: 'numeric' }).split(' ');
    const shown = within(card).getByText(/nora@example\.com/).closest('p')!.textContent;
    expect(shown).toMatch(new RegExp(`· [A-Z][a-z]{2} \\d{1,2}, \\d{4}, ${hour}:\\d{2} ${half} E[SD]T$`));
  });
});

describe('/email-test', () => {
  it("refuses an address without @ with the spec's toast, then sends and shows the result card", async () => {
    const user = userEvent.setup();
    await signInCustomer(ADMIN);
    renderWithShop(<EmailTestPage />, { path: '/email-test' });
    const address = await screen.findByLabelText('E-mail address');

    await user.type(address, 'tester.example.com');
    await user.click(screen.getByRole('button', { name: 'Send Test Email' }));
    expect(within(await toast('Invalid email')).getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Result' })).toBeNull();

    await user.clear(address);
    await user.type(address, 'tester@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Test Email' }));
    const result = await screen.findByRole('region', { name: 'Result' }, { timeout: 5000 });
    expect(within(result).getByText('Test Order Confirmation sent to tester@example.com')).toBeTruthy();
    expect(within(result).getByText('[Test] Your Canvas & Light order CL-SAMPLE-0000')).toBeTruthy();
  });
});
