import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { toastMessage } from '../../test-utils/queries.ts';
import { renderWithShop } from '../../test-utils/render.tsx';
import { pageClient, shop, signInCustomer } from '../../test-utils/shop-fixtures.ts';
import { ProductsTab } from './ProductsTab.tsx';

/** The address the client tests' shop treats as an administrator's (server/test/helpers.ts TEST_CONFIG). */
const ADMIN = { email: 'curator@canvasandlight.example', firstName: 'Iris', lastName: 'Vale' };

describe('the Products tab’s translations', () => {
  it('lists each print’s state per language, opens its editor beside the English, and saves one language', async () => {
    const user = userEvent.setup();
    const { id } = await shop().createProduct({ title: 'Harbour at Dusk', price: '129.00' });
    await signInCustomer(ADMIN);
    renderWithShop(<ProductsTab />, { path: '/admin?tab=products' });

    const row = (await screen.findByRole('button', { name: 'Harbour at Dusk' })).closest('tr')!;
    // A badge in each language's column, and the same four in the line a phone shows instead of the columns.
    expect(within(row).getAllByLabelText(/^(German|French|Spanish|Italian): English$/)).toHaveLength(8);
    await user.click(within(row).getByRole('button', { name: 'Harbour at Dusk' }));
    await screen.findByRole('heading', { name: 'Harbour at Dusk' });

    const german = screen.getByRole('form', { name: 'German translation' });
    // The English beside each field, and as its placeholder: a blank field shows shoppers the English.
    expect(within(german).getByText('A test print on gallery canvas.')).toBeTruthy();
    expect(within(german).getByLabelText('Title').getAttribute('placeholder')).toBe('Harbour at Dusk');
    await user.type(within(german).getByLabelText('Title'), 'Hafen in der Dämmerung');
    await user.click(within(german).getByRole('button', { name: 'Save German' }));

    expect(await toastMessage('Translation Saved')).toBe('The German text of “Harbour at Dusk” is what shoppers read now.');
    expect(await pageClient().admin.products.translation.query({ productId: id })).toMatchObject({
      translations: [{ locale: 'de', title: 'Hafen in der Dämmerung', description: null, updatedBy: ADMIN.email }],
    });
    // The description is still English: the German is partly translated.
    await waitFor(() => expect(screen.getByRole('tab', { name: /German/ }).textContent).toContain('Partly'));
    expect(within(screen.getByRole('form', { name: 'German translation' })).getByText(/by curator@canvasandlight\.example$/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'All prints' }));
    await waitFor(() => expect(screen.getAllByLabelText('German: Partly')).toHaveLength(2));
    expect(screen.getAllByLabelText('French: English')).toHaveLength(2);
  });

  it('names a collection in another language from its own editor', async () => {
    const user = userEvent.setup();
    await shop().createCategory({ name: 'Landscapes', description: 'Wide, restful views.' });
    await signInCustomer(ADMIN);
    renderWithShop(<ProductsTab />, { path: '/admin?tab=products' });

    const names = await screen.findByRole('region', { name: 'Collection names' });
    await user.click(await within(names).findByRole('button', { name: 'Landscapes' }));
    await screen.findByRole('heading', { name: 'Landscapes' });
    await user.click(screen.getByRole('tab', { name: /French/ }));
    const french = screen.getByRole('form', { name: 'French translation' });
    await user.type(within(french).getByLabelText('Name'), 'Paysages');
    await user.click(within(french).getByRole('button', { name: 'Save French' }));
    expect(await toastMessage('Translation Saved')).toBe('The French name is what shoppers read now.');

    await user.click(screen.getByRole('button', { name: 'All collections' }));
    const region = await screen.findByRole('region', { name: 'Collection names' });
    // In the French column (and the phone's line under the name).
    expect(await within(region).findByRole('cell', { name: 'Paysages' })).toBeTruthy();
    expect(within(region).getAllByRole('cell', { name: 'English' })).toHaveLength(3);
  });
});
