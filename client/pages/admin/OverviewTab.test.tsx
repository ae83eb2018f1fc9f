import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithShop } from '../../test-utils/render.tsx';
import { guestOrder, signInCustomer } from '../../test-utils/shop-fixtures.ts';
import { AdminPage } from '../AdminPage.tsx';
import { OverviewTab } from './OverviewTab.tsx';

/** The address the client tests' shop treats as an administrator's (server/test/helpers.ts TEST_CONFIG). */
const ADMIN = { email: 'curator@canvasandlight.example', firstName: 'Iris', lastName: 'Vale' };

/** A table's rows as text, each row's cells joined by " | " (its headings first). */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent).join(' | '));

describe('the Overview tab', () => {
  it("is the dashboard's first tab, opened by /admin", async () => {
    await signInCustomer(ADMIN);
    renderWithShop(<AdminPage />, { path: '/admin' });
    expect((await screen.findAllByRole('tab'))[0]!.textContent).toBe('Overview');
    expect(screen.getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected')).toBe('true');
    await screen.findByRole('heading', { name: 'Overview' });
  });

  it('says how the backups stand: none yet on a shop just installed, with no warning', async () => {
    await signInCustomer(ADMIN);
    renderWithShop(<OverviewTab />, { path: '/admin?tab=overview' });
    expect((await screen.findByText(/No backup yet/)).textContent).toBe('No backup yet');
    expect(screen.queryByText(/backup .* failed|no good backup yet/i)).toBeNull();
  });

  it("gives each chart its figures as a table a screen reader reads, the drawing hidden from it", async () => {
    const order = await guestOrder('ada@example.com');
    await signInCustomer(ADMIN);
    renderWithShop(<OverviewTab />, { path: '/admin?tab=overview' });
    const total = `$${order.total}`;

    const daily = await screen.findByRole('table', { name: 'Net revenue and orders per day' });
    const days = rowsOf(daily);
    expect(days[0]).toBe('Day | Orders | Net revenue');
    // The last 30 days, today last: the order is today's.
    expect(days).toHaveLength(31);
    expect(days.at(-1)).toMatch(new RegExp(`^[A-Z][a-z]{2} \\d{1,2} \\| 1 \\| \\${total}$`));
    expect(days.filter((row) => row.endsWith('| 0 | $0.00'))).toHaveLength(29);

    expect(rowsOf(screen.getByRole('table', { name: 'Sales by client type' }))).toEqual(['Client type | Orders | Net revenue', `Guest checkout | 1 | ${total}`]);
    expect(rowsOf(screen.getByRole('table', { name: 'Sales by country' }))).toEqual(['Country | Orders | Net revenue', `United States | 1 | ${total}`]);
    expect(rowsOf(screen.getByRole('table', { name: 'Best-selling prints' }))).toEqual(['Print | Prints sold | Sales', 'Harbour at Dusk | 1 | $120.00']);
    expect(rowsOf(screen.getByRole('table', { name: 'Best-selling sizes' }))).toEqual(['Size | Prints sold | Sales', '24"x16" | 1 | $120.00']);
    expect(rowsOf(screen.getByRole('table', { name: 'Revenue by premium tier' }))).toEqual(['Tier | Orders | Net revenue', `Guest checkout | 1 | ${total}`]);

    // The totals, against nothing sold before.
    const revenue = screen.getByText('Net revenue', { selector: 'dt' }).parentElement!;
    expect(within(revenue).getByText(total)).toBeTruthy();
    expect(revenue.textContent).toContain('None before');

    // The drawings are for the eye; Table shows the figures to everyone.
    const drawings = [...document.querySelectorAll('[data-chart]')];
    expect(drawings.map((drawing) => drawing.getAttribute('aria-hidden'))).toEqual(Array(6).fill('true'));
    const card = screen.getByRole('region', { name: 'Sales by country' });
    await userEvent.setup().click(within(card).getByRole('radio', { name: 'Table' }));
    expect(card.querySelector('[aria-hidden="true"]')).toBeNull();
    expect(within(card).getByRole('table', { name: 'Sales by country' })).toBeTruthy();
  });

  it('says when nothing sold rather than drawing empty charts', async () => {
    await signInCustomer(ADMIN);
    renderWithShop(<OverviewTab />, { path: '/admin?tab=overview' });
    expect(await screen.findAllByText('No sales in these days.')).toHaveLength(4);
    expect(screen.getAllByText('No prints sold in these days.')).toHaveLength(2);
    expect(screen.queryByRole('table')).toBeNull();
    // No print order needs staff either: said plainly, with no link to an empty list.
    expect(screen.getByText(/Every paid print order is at Printify or on its way/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /in Orders/ })).toBeNull();
  });
});
