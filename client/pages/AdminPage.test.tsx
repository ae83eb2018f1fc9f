import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fieldNote, toastMessage } from '../test-utils/queries.ts';
import { renderWithShop } from '../test-utils/render.tsx';
import { pageClient, shop, signInCustomer } from '../test-utils/shop-fixtures.ts';
import { AdminPage } from './AdminPage.tsx';
import { EmailTestPage } from './EmailTestPage.tsx';

/** The address the client tests' shop treats as an administrator's (server/test/helpers.ts TEST_CONFIG). */
const ADMIN = { email: 'curator@canvasandlight.example', firstName: 'Iris', lastName: 'Vale' };

const valueOf = (label: string) => (screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement).value;

describe('/admin', () => {
  it('shows a signed-in customer that it is for administrators, and no tab of the dashboard', async () => {
    await signInCustomer({ email: 'mara@example.com', firstName: 'Mara', lastName: 'Lind' });
    renderWithShop(<AdminPage />, { path: '/admin' });
    await screen.findByRole('heading', { name: 'Administrators only' });
    expect(screen.getByText(/You are signed in as/).textContent).toContain('mara@example.com');
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByText('Premium Customers', { exact: true })).toBeNull();
  });

  it('opens the tab `?tab=` names', async () => {
    await signInCustomer(ADMIN);
    renderWithShop(<AdminPage />, { path: '/admin?tab=messages' });
    await screen.findByRole('heading', { name: 'Messages' });
    expect(screen.getByRole('tab', { name: 'Messages' }).getAttribute('aria-selected')).toBe('true');
    await screen.findByText('No messages yet.');
  });

  it('keeps the coupon form in create mode with the percentage type, fills it from the list to edit, and Cancel returns to create', async () => {
    const user = userEvent.setup();
    await shop().createCoupon({ code: 'HARBOUR15', discountType: 'fixed', discountValue: '15.00', minOrderAmount: '90.00' });
    await signInCustomer(ADMIN);
    renderWithShop(<AdminPage />, { path: '/admin?tab=coupons' });

    await screen.findByRole('heading', { name: 'New coupon' });
    expect((screen.getByRole('radio', { name: 'Percentage' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();

    await user.click(await screen.findByRole('button', { name: 'Edit HARBOUR15' }));
    await screen.findByRole('heading', { name: 'Edit HARBOUR15' });
    expect(valueOf('Code')).toBe('HARBOUR15');
    expect((screen.getByRole('radio', { name: 'Fixed amount' }) as HTMLInputElement).checked).toBe(true);
    expect(valueOf('Discount ($)')).toBe('15.00');
    expect(valueOf('Minimum order ($)')).toBe('90.00');
    screen.getByRole('button', { name: 'Update Coupon' });

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await screen.findByRole('heading', { name: 'New coupon' });
    expect(valueOf('Code')).toBe('');
    expect((screen.getByRole('radio', { name: 'Percentage' }) as HTMLInputElement).checked).toBe(true);
  });

  it("shows the schema's messages before anything is sent, and asks before a coupon is deleted", async () => {
    const user = userEvent.setup();
    await shop().createCoupon({ code: 'DUNES10', discountType: 'percentage', discountValue: '10.00' });
    await signInCustomer(ADMIN);
    renderWithShop(<AdminPage />, { path: '/admin?tab=coupons' });

    await user.click(await screen.findByRole('button', { name: 'Create Coupon' }));
    await waitFor(() => expect(fieldNote('Code')).toBe('Coupon code is required'));
    expect(fieldNote('Discount (%)')).toBe('Discount value is required');
    expect(fieldNote('Expires on')).toBe('Expiry date is required');
    await user.type(screen.getByLabelText('Discount (%)'), '120');
    await user.click(screen.getByRole('button', { name: 'Create Coupon' }));
    await waitFor(() => expect(fieldNote('Discount (%)')).toBe('A percentage discount is at most 100'));

    await user.click(await screen.findByRole('button', { name: 'Delete DUNES10' }));
    const dialog = await screen.findByRole('dialog');
    within(dialog).getByText('Are you sure you want to delete this coupon?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    // Nothing was deleted: the coupon is still listed.
    expect((await pageClient().admin.coupons.list.query({})).items.map((coupon) => coupon.code)).toEqual(['DUNES10']);

    await user.click(screen.getByRole('button', { name: 'Delete DUNES10' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await toastMessage('Coupon Deleted')).toBe('Orders that used it keep their discount.');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete DUNES10' })).toBeNull());
  });
});

/** The address the client tests' shop treats as support staff's (server/test/helpers.ts TEST_CONFIG). */
const SUPPORT = { email: 'helpdesk@canvasandlight.example', firstName: 'Tom', lastName: 'Reed' };

describe('/admin for support staff', () => {
  it('shows only the tabs support works in, and a tab support may not open falls back to the first', async () => {
    await signInCustomer(SUPPORT);
    renderWithShop(<AdminPage />, { path: '/admin?tab=coupons' });
    await screen.findByRole('heading', { name: 'Customers' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Customers', 'Premium Customers', 'Orders', 'Returns', 'Reviews', 'Messages']);
    expect(screen.getByText(/signed in as/).textContent).toContain('(support)');
    // Tiers are read, not set, by support.
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Premium Customers' }));
    await screen.findByText('Every customer with their tier and notes. Tiers show on their orders and returns.');
    expect(screen.queryByRole('button', { name: /Set tier of/ })).toBeNull();
  });
});

describe('the Audit tab', () => {
  it("lists an admin's change with what it changed, and opens its before and after", async () => {
    const user = userEvent.setup();
    await signInCustomer(ADMIN);
    await pageClient().admin.coupons.create.mutate({ code: 'AUDIT10', discountType: 'percentage', discountValue: '10', expiresAt: '2099-12-31' });
    renderWithShop(<AdminPage />, { path: '/admin?tab=audit' });

    await screen.findByRole('heading', { name: 'Audit' });
    const details = await screen.findByRole('button', { name: /^Details of change/ });
    const row = within(details.closest('tr')!);
    row.getByText(ADMIN.email);
    row.getByText('Coupon created');
    row.getByText('AUDIT10');
    await user.click(details);
    const after = await screen.findByRole('region', { name: 'After' });
    expect(after.textContent).toContain('"code": "AUDIT10"');
    expect(screen.getByRole('region', { name: 'Before' }).textContent).toContain('Nothing');
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe('/api/admin/audit.csv');
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
    expect(await toastMessage('Invalid email')).toBe('Please enter a valid email address');
    expect(screen.queryByRole('region', { name: 'Result' })).toBeNull();

    await user.clear(address);
    await user.type(address, 'tester@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Test Email' }));
    const result = await screen.findByRole('region', { name: 'Result' }, { timeout: 5000 });
    within(result).getByText('Test Order Confirmation sent to tester@example.com');
    within(result).getByText('[Test] Your Canvas & Light order CL-SAMPLE-0000');
  });
});
