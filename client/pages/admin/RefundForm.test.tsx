import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fieldNote, toastMessage } from '../../test-utils/queries.ts';
import { renderWithShop } from '../../test-utils/render.tsx';
import { guestOrder, pageClient, shop, signInCustomer } from '../../test-utils/shop-fixtures.ts';
import { OrderDetail } from './OrderDetail.tsx';

/** The address the client tests' shop treats as an administrator's (server/test/helpers.ts TEST_CONFIG). */
const ADMIN = { email: 'curator@canvasandlight.example', firstName: 'Iris', lastName: 'Vale' };
const AMOUNT = 'Refund amount (USD)';

/** An order placed by a guest, opened in the back office by a signed-in admin. */
async function openOrder(order: { orderNumber: string }) {
  await signInCustomer(ADMIN);
  renderWithShop(<OrderDetail orderNumber={order.orderNumber} onBack={() => {}} />, { path: '/admin?tab=orders' });
  await screen.findByRole('form', { name: 'Refund' });
}

/** The refunds the server recorded on the order. */
const refundsOf = async (orderNumber: string) => (await pageClient().admin.orders.detail.query({ orderNumber })).refunds;

describe('the refund form of an order', () => {
  it("shows the server schema's message under a bad amount, and under a missing reason, and sends nothing", async () => {
    const user = userEvent.setup();
    const order = await guestOrder('ada@example.com');
    await openOrder(order);

    await user.type(screen.getByLabelText(AMOUNT), '12.345');
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    expect(fieldNote(AMOUNT)).toBe('Amount must be a sum such as 12.50');
    expect(fieldNote('Reason')).toBe('Please say why the order is refunded');
    expect(screen.queryByRole('dialog')).toBeNull();

    // Lines mode without a line chosen: the server's word under the lines.
    await user.click(screen.getByRole('radio', { name: 'Lines' }));
    await user.type(screen.getByLabelText('Reason'), 'Scratched');
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    expect(screen.getByRole('group', { name: 'Lines to refund' }).textContent).toContain('Choose at least one line to refund');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await refundsOf(order.orderNumber)).toEqual([]);
  });

  it('by lines, refunds what was paid for them: their share of the coupon taken off, their tax added', async () => {
    const user = userEvent.setup();
    await shop().createCoupon({ code: 'WELCOME25', discountType: 'fixed', discountValue: '25.00' });
    const order = await guestOrder('ada@example.com', { quantity: 2, couponCode: 'WELCOME25' });
    await openOrder(order);

    await user.click(screen.getByRole('radio', { name: 'Lines' }));
    const quantity = screen.getByLabelText('Harbour at Dusk (24"x16")');
    await user.clear(quantity);
    await user.type(quantity, '1');
    await user.type(screen.getByLabelText('Reason'), 'One print arrived scratched');
    // One of two $120 prints: $120 less half of the $25 coupon is $107.50, and 8% tax on that is $8.60.
    await user.click(screen.getByRole('button', { name: 'Refund $116.10' }));
    expect(screen.getByRole('dialog').textContent).toContain(`Refund $116.10 of order ${order.orderNumber} to the customer for 1 × Harbour at Dusk?`);
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    expect(await toastMessage('Refund Issued')).toMatch(/^\$116\.10 is on its way back to the customer/);
    expect((await refundsOf(order.orderNumber)).map((refund) => refund.amount)).toEqual(['116.10']);
  });

  it('empties itself after a refund, and the next refund asked for is a new one', async () => {
    const user = userEvent.setup();
    const order = await guestOrder('ada@example.com');
    await openOrder(order);

    for (const round of [1, 2]) {
      await user.type(screen.getByLabelText(AMOUNT), '10');
      await user.type(screen.getByLabelText('Reason'), 'Goodwill');
      await user.click(screen.getByRole('button', { name: 'Refund $10.00' }));
      await user.click(screen.getByRole('button', { name: 'Refund' }));
      await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>(AMOUNT).value).toBe(''));
      expect(screen.getByLabelText<HTMLTextAreaElement>('Reason').value).toBe('');
      expect(await refundsOf(order.orderNumber)).toHaveLength(round);
    }
  });

  it('makes one refund of the same refund sent twice before its answer (a double click)', async () => {
    const user = userEvent.setup();
    const order = await guestOrder('ada@example.com');
    await openOrder(order);

    await user.type(screen.getByLabelText(AMOUNT), '10');
    await user.type(screen.getByLabelText('Reason'), 'Goodwill');
    await user.click(screen.getByRole('button', { name: 'Refund $10.00' }));
    const confirm = screen.getByRole('button', { name: 'Refund' });
    // Both clicks land before the page draws again, as a quick double click can.
    act(() => {
      confirm.click();
      confirm.click();
    });
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>(AMOUNT).value).toBe(''));
    expect((await refundsOf(order.orderNumber)).map((refund) => refund.amount)).toEqual(['10.00']);
  });
});
