import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { lastReturnDay, RETURN_WINDOW_DAYS } from '../../src/returns.ts';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../src/statuses.ts';
import { fieldNote, toastMessage } from '../test-utils/queries.ts';
import { renderWithShop } from '../test-utils/render.tsx';
import { guestOrder, shop } from '../test-utils/shop-fixtures.ts';
import { ReturnsPage } from './ReturnsPage.tsx';

async function findOrder(user: UserEvent, email: string, orderNumber: string) {
  await user.type(screen.getByLabelText('Email address'), email);
  await user.type(screen.getByLabelText('Order number'), orderNumber);
  await user.click(screen.getByRole('button', { name: 'Find My Order' }));
}

describe('/returns', () => {
  it('names the missing lookup fields, then says when no order matches', async () => {
    const user = userEvent.setup();
    renderWithShop(<ReturnsPage />, { path: '/returns' });
    await user.click(screen.getByRole('button', { name: 'Find My Order' }));
    await waitFor(() => expect(fieldNote('Order number')).toBe('Order number is required'));
    // Spec section 5: a blank e-mail is told what an invalid one is.
    expect(fieldNote('Email address')).toBe('Please enter a valid email address');

    await findOrder(user, 'nobody@example.com', 'CL-20261124-ZZZZZZ');
    expect(await toastMessage('Order Not Found')).toBe(
      'We could not find an order with that number and e-mail address. Please check both and try again.',
    );
    screen.getByRole('form', { name: 'Find Your Order' });
  });

  it('finds the order, opens the return form for an item, asks for a reason and a photo, and cancels back', async () => {
    const user = userEvent.setup();
    const order = await guestOrder('ada.returns@example.com');
    renderWithShop(<ReturnsPage />, { path: '/returns' });
    await findOrder(user, 'ada.returns@example.com', order.orderNumber);

    expect(await toastMessage('Order Found')).toBe('Select the item you would like to return.');
    const card = await screen.findByRole('region', { name: `Order ${order.orderNumber}` });
    const item = await within(card).findByRole('listitem', { name: 'Harbour at Dusk' });
    within(item).getByText('24"x16"');
    await user.click(within(item).getByRole('button', { name: 'Return This Item' }));

    await screen.findByRole('heading', { name: 'Return Request' });
    await user.click(screen.getByRole('button', { name: 'Submit Return Request' }));
    await waitFor(() => expect(fieldNote('Reason for return', { selector: 'input' })).toBe('Please select a reason for return'));
    screen.getByText('Please upload at least one photo of the item');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await screen.findByRole('button', { name: 'Return This Item' });
    await user.click(screen.getByRole('button', { name: 'Look Up Different Order' }));
    await screen.findByRole('form', { name: 'Find Your Order' });
  });

  it('shows a delivered order as delivered, with the day and its own badge, and the last day to return it', async () => {
    const user = userEvent.setup();
    const order = await guestOrder('grace.delivered@example.com');
    const deliveredAt = new Date();
    await shop().markDelivered(order.orderNumber, deliveredAt);
    renderWithShop(<ReturnsPage />, { path: '/returns' });
    await findOrder(user, 'grace.delivered@example.com', order.orderNumber);

    const card = await screen.findByRole('region', { name: `Order ${order.orderNumber}` });
    const day = deliveredAt.toLocaleDateString('en-US', { timeZone: 'America/New_York', dateStyle: 'long' });
    expect(within(card).getByText(`Delivered on ${day}.`)).toBeTruthy();
    expect(within(card).getByText(/^ ?Returns are open until \w+day, \w+ \d{1,2}, \d{4}\.$/)).toBeTruthy();
    expect(within(card).getByText('Delivered').closest('.mantine-Badge-root')?.getAttribute('data-variant')).toBe('filled');
    expect(within(card).queryByText('Not delivered yet.')).toBeNull();
    expect(within(card).getByRole('button', { name: 'Return This Item' })).toBeTruthy();
  });

  it('says an order on its way is not delivered yet, and that a return can start now or once it arrives', async () => {
    const user = userEvent.setup();
    const order = await guestOrder('grace.waiting@example.com');
    renderWithShop(<ReturnsPage />, { path: '/returns' });
    await findOrder(user, 'grace.waiting@example.com', order.orderNumber);

    const card = await screen.findByRole('region', { name: `Order ${order.orderNumber}` });
    expect(within(card).getByText('Not delivered yet.')).toBeTruthy();
    expect(within(card).getByText(/^ ?You can start a return now, or once your order arrives, until \w+day, \w+ \d{1,2}, \d{4}\.$/)).toBeTruthy();
    expect(within(card).getByText(ORDER_STATUS_LABELS[order.status as OrderStatus]).closest('.mantine-Badge-root')?.getAttribute('data-variant')).toBe('light');
    expect(within(card).queryByText(/^Delivered/)).toBeNull();
    expect(within(card).getByRole('button', { name: 'Return This Item' })).toBeTruthy();
  });
});

/** A calendar day (YYYY-MM-DD) with its weekday, as `locale` writes it; the shop's day of an instant, without. */
const weekdayIn = (locale: string, day: string) =>
  new Intl.DateTimeFormat(locale, { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(`${day}T00:00:00Z`));
/** Text as written, its no-break spaces kept (Testing Library's default matching reads them as spaces). */
const exactly = { normalizer: (text: string) => text };
const shopDayIn = (locale: string, when: Date | string) =>
  new Intl.DateTimeFormat(locale, { timeZone: 'America/New_York', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(when));

/**
 * /returns in German and French: the steps, the lookup's labels and messages (the schema's, in the
 * page's language), the found order with its days in the language's format and its price in its
 * conventions, the return form with its reasons and messages. Every text is the translation, so one
 * left in English fails.
 */
describe.each([
  {
    locale: 'de' as const,
    intl: 'de-DE',
    title: 'Rücksendungen',
    stepsLabel: 'Schritte der Rücksendung',
    steps: ['Bestellung finden', 'Artikel wählen', 'Was ist passiert?'],
    findForm: 'Ihre Bestellung finden',
    labels: { email: 'E\u2011Mail-Adresse', orderNumber: 'Bestellnummer', reason: 'Rücksendegrund' },
    find: 'Bestellung suchen',
    required: { orderNumber: 'Bitte geben Sie die Bestellnummer ein', email: 'Bitte geben Sie eine gültige E\u2011Mail-Adresse ein' },
    notFound: 'Bestellung nicht gefunden',
    found: ['Bestellung gefunden', 'Wählen Sie den Artikel, den Sie zurücksenden möchten.'],
    order: (number: string) => `Bestellung ${number}`,
    placed: (day: string) => `Bestellt am ${day}`,
    notYet: 'Noch nicht zugestellt.',
    notDelivered: (until: string) => `Noch nicht zugestellt. Sie können eine Rücksendung bis ${until} anmelden – schon jetzt oder sobald Ihre Bestellung da ist.`,
    delivered: (day: string, until: string) => `Zugestellt am ${day}. Rücksendungen sind bis ${until} möglich.`,
    prompt: (until: string) => `Wählen Sie den Artikel, den Sie zurücksenden möchten. Rücksendungen für diese Bestellung sind bis einschließlich ${until} möglich.`,
    quantity: 'Menge: 1',
    price: '120,00\u00a0$',
    returnItem: 'Diesen Artikel zurücksenden',
    form: 'Rücksendeanfrage',
    submit: 'Rücksendeanfrage senden',
    reasonRequired: 'Bitte wählen Sie einen Rücksendegrund',
    photoRequired: 'Bitte laden Sie mindestens ein Foto des Artikels hoch',
    reasons: [
      'Artikel beschädigt oder defekt angekommen',
      'Falschen Artikel erhalten',
      'Artikel entspricht nicht der Beschreibung',
      'Qualität entspricht nicht den Erwartungen',
      'Ich habe es mir anders überlegt',
      'Anderer Grund',
    ],
    cancel: 'Abbrechen',
    again: 'Andere Bestellung suchen',
    policy: 'Rücksendungen müssen innerhalb von 7\u00a0Tagen nach Ihrer Bestellung angemeldet werden (für Premium-Mitglieder gilt eine längere Frist, die bei der Bestellung angezeigt wird).',
  },
  {
    locale: 'fr' as const,
    intl: 'fr-FR',
    title: 'Retours',
    stepsLabel: 'Étapes du retour',
    steps: ['Trouver la commande', 'Choisir l’article', 'Décrire le problème'],
    findForm: 'Retrouver votre commande',
    labels: { email: 'Adresse e\u2011mail', orderNumber: 'Numéro de commande', reason: 'Motif du retour' },
    find: 'Trouver ma commande',
    required: { orderNumber: 'Veuillez saisir le numéro de commande', email: 'Veuillez saisir une adresse e\u2011mail valide' },
    notFound: 'Commande introuvable',
    found: ['Commande trouvée', 'Sélectionnez l’article que vous souhaitez retourner.'],
    order: (number: string) => `Commande ${number}`,
    placed: (day: string) => `Passée le ${day}`,
    notYet: 'Pas encore livrée.',
    notDelivered: (until: string) => `Pas encore livrée. Vous pouvez demander un retour dès maintenant ou à réception de votre commande, jusqu’au ${until}.`,
    delivered: (day: string, until: string) => `Livrée le ${day}. Les retours sont possibles jusqu’au ${until}.`,
    prompt: (until: string) => `Choisissez l’article à retourner. Les retours pour cette commande sont possibles jusqu’au ${until} inclus.`,
    quantity: 'Qté\u00a0: 1',
    price: '120,00\u00a0$',
    returnItem: 'Retourner cet article',
    form: 'Demande de retour',
    submit: 'Envoyer la demande de retour',
    reasonRequired: 'Veuillez choisir un motif de retour',
    photoRequired: 'Veuillez ajouter au moins une photo de l’article',
    reasons: [
      'Article arrivé endommagé ou défectueux',
      'Mauvais article reçu',
      'Article non conforme à la description',
      'Qualité en deçà de mes attentes',
      'J’ai changé d’avis',
      'Autre motif',
    ],
    cancel: 'Annuler',
    again: 'Rechercher une autre commande',
    policy: 'Les retours doivent être demandés dans les 7\u00a0jours suivant votre commande (davantage pour les membres premium\u00a0: la commande indique son propre délai).',
  },
])('/returns in $locale', (texts) => {
  const { locale, labels } = texts;

  async function findInLanguage(user: UserEvent, email: string, orderNumber: string) {
    await user.type(screen.getByLabelText(labels.email), email);
    await user.type(screen.getByLabelText(labels.orderNumber), orderNumber);
    await user.click(screen.getByRole('button', { name: texts.find }));
  }

  it('shows the steps and the policy, names the missing lookup fields and says when no order matches', async () => {
    const user = userEvent.setup();
    renderWithShop(<ReturnsPage />, { path: '/returns', locale });
    await screen.findByRole('heading', { level: 1, name: texts.title });
    // Each step is its number, then its name.
    const steps = within(screen.getByRole('list', { name: texts.stepsLabel })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(texts.steps.map((step, index) => `${index + 1}${step}`));
    expect(screen.getByRole('complementary').querySelector('li')?.textContent).toBe(texts.policy);

    await user.click(screen.getByRole('button', { name: texts.find }));
    await waitFor(() => expect(fieldNote(labels.orderNumber)).toBe(texts.required.orderNumber));
    expect(fieldNote(labels.email)).toBe(texts.required.email);

    await findInLanguage(user, 'nobody@example.com', 'CL-20261124-ZZZZZZ');
    // The message is the server's, shown as it arrives.
    expect(await toastMessage(texts.notFound)).toBeTruthy();
  });

  it("finds the order with its days in the language's format, opens the return form with its reasons, and asks for a reason and a photo", async () => {
    const user = userEvent.setup();
    const order = await guestOrder(`ada.${locale}@example.com`);
    const until = weekdayIn(texts.intl, lastReturnDay(order.createdAt, RETURN_WINDOW_DAYS));
    renderWithShop(<ReturnsPage />, { path: '/returns', locale });
    await findInLanguage(user, `ada.${locale}@example.com`, order.orderNumber);

    expect(await toastMessage(texts.found[0]!)).toBe(texts.found[1]);
    const card = await screen.findByRole('region', { name: texts.order(order.orderNumber) });
    within(card).getByText(texts.placed(shopDayIn(texts.intl, order.createdAt)));
    expect(within(card).getByText(texts.notYet).closest('p')?.textContent).toBe(texts.notDelivered(until));
    within(card).getByText(texts.prompt(until));
    const item = within(card).getByRole('listitem', { name: 'Harbour at Dusk' });
    within(item).getByText(texts.quantity, exactly);
    within(item).getByText(texts.price, exactly);

    await user.click(within(item).getByRole('button', { name: texts.returnItem }));
    await screen.findByRole('heading', { name: texts.form });
    screen.getByText(`24"x16" · ${texts.quantity} · ${texts.price} · ${texts.order(order.orderNumber)}`, exactly);
    await user.click(screen.getByRole('button', { name: texts.submit }));
    await waitFor(() => expect(fieldNote(labels.reason, { selector: 'input' })).toBe(texts.reasonRequired));
    screen.getByText(texts.photoRequired);
    await user.click(screen.getByLabelText(labels.reason, { selector: 'input' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(texts.reasons);

    await user.click(screen.getByRole('button', { name: texts.cancel }));
    await user.click(await screen.findByRole('button', { name: texts.again }));
    await screen.findByRole('form', { name: texts.findForm });
  });

  it("says when a delivered order was delivered and until when it can go back, in the language's format", async () => {
    const user = userEvent.setup();
    const order = await guestOrder(`grace.${locale}@example.com`);
    const deliveredAt = new Date();
    await shop().markDelivered(order.orderNumber, deliveredAt);
    renderWithShop(<ReturnsPage />, { path: '/returns', locale });
    await findInLanguage(user, `grace.${locale}@example.com`, order.orderNumber);

    const card = await screen.findByRole('region', { name: texts.order(order.orderNumber) });
    const delivered = texts.delivered(shopDayIn(texts.intl, deliveredAt), weekdayIn(texts.intl, lastReturnDay(order.createdAt, RETURN_WINDOW_DAYS)));
    expect(card.querySelector('[data-delivered]')?.textContent).toBe(delivered);
  });
});
