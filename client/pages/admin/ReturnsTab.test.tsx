import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { toastMessage } from '../../test-utils/queries.ts';
import { renderWithShop } from '../../test-utils/render.tsx';
import { pageClient, shop, signInCustomer } from '../../test-utils/shop-fixtures.ts';
import { AdminPage } from '../AdminPage.tsx';

/** The address the client tests' shop treats as an administrator's (server/test/helpers.ts TEST_CONFIG). */
const ADMIN = { email: 'curator@canvasandlight.example', firstName: 'Iris', lastName: 'Vale' };

describe('/admin?tab=returns', () => {
  it('offers the decisions a return allows, asks first saying what each does, and carries a return from request to refund', async () => {
    const user = userEvent.setup();
    const { id, orderNumber } = await shop().createReturn({ email: 'lena@example.com', reason: 'changed_mind' });
    await signInCustomer(ADMIN);
    renderWithShop(<AdminPage />, { path: '/admin?tab=returns' });

    const card = (await screen.findByText(`Return #${id} · ${orderNumber}`)).closest('article')!;
    // The status badge sits in the card's header; the history below names each decision too.
    const status = () => within(card.querySelector('header')!);
    status().getByText('Requested');
    // A change of mind is never reprinted, and nothing can be refunded before it is back.
    expect(within(card).getAllByRole('button', { name: /Approve|Reject|Mark received|Refund|Send a replacement/ }).map((button) => button.textContent)).toEqual([
      'Approve',
      'Reject',
    ]);

    await user.click(within(card).getByRole('button', { name: 'Reject' }));
    let dialog = await screen.findByRole('dialog');
    within(dialog).getByText('The customer is e-mailed your reason below, and the return is closed.');
    // A rejection says why.
    expect((within(dialog).getByRole('button', { name: 'Reject' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    dialog = await screen.findByRole('dialog');
    within(dialog).getByText('The customer is e-mailed how to send the print back; return shipping is theirs to pay.');
    await user.type(within(dialog).getByLabelText('Note to the customer (optional)'), 'Thank you for letting us know.');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await toastMessage('Return Updated')).toBe(`The return of ${orderNumber} is approved; the customer has been e-mailed.`);
    await waitFor(() => status().getByText('Approved'));
    within(card).getByText('Thank you for letting us know.');

    await user.click(within(card).getByRole('button', { name: 'Mark received' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mark received' }));
    await waitFor(() => status().getByText('Received'));

    const [listed] = (await pageClient().admin.returns.list.query({})).items;
    await user.click(within(card).getByRole('button', { name: 'Refund' }));
    dialog = await screen.findByRole('dialog');
    within(dialog).getByText(new RegExp(`Refunds \\$${listed!.refundDue.replace('.', '\\.')} to the customer`));
    await user.click(within(dialog).getByRole('button', { name: `Refund $${listed!.refundDue}` }));
    expect(await toastMessage('Return Updated')).toBe(`$${listed!.refundDue} is on its way back to lena@example.com.`);
    await waitFor(() => within(card).getByText(`$${listed!.refundDue}`));
    // The return is over: no decision is left.
    expect(within(card).queryByRole('button', { name: /Approve|Reject|Mark received|Refund|Send a replacement/ })).toBeNull();
  });

  it('offers a defective print a refund without waiting for it, or a reprint that keeps the claim ready', async () => {
    const user = userEvent.setup();
    const { id, orderNumber } = await shop().createReturn({ email: 'omar@example.com', reason: 'defective' });
    await signInCustomer(ADMIN);
    renderWithShop(<AdminPage />, { path: '/admin?tab=returns' });
    const card = (await screen.findByText(`Return #${id} · ${orderNumber}`)).closest('article')!;

    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    within(await screen.findByRole('dialog')).getByText('The customer is told to keep the print: you can then refund it or send a replacement.');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(within(card).getAllByRole('button', { name: /Approve|Reject|Mark received|Refund|Send a replacement/ }).map((button) => button.textContent)).toEqual([
        'Mark received',
        'Refund',
        'Send a replacement',
      ]),
    );

    await user.click(within(card).getByRole('button', { name: 'Send a replacement' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send a replacement' }));
    await screen.findByText(/^Replacement order CL-[\w-]+ is on its way to print\.$/);
    await waitFor(() => within(card.querySelector('header')!).getByText('Replaced'));
    // The reprint claim is kept ready: a demo print never went to Printify, and the order was never delivered.
    const claim = within(card).getByLabelText('Printify reprint claim');
    within(claim).getByText('not at Printify');
    within(claim).getByText('30 days after delivery (not delivered yet)');
    within(claim).getByText('1 photo, reason “Item arrived damaged/defective”');
  });
});
