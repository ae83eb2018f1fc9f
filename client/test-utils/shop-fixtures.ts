import type { CanvasSize } from '../../src/size-chart.ts';
import { createTrpcClient } from '../trpc.ts';

/**
 * What a client test can arrange on the shop's server before it renders. The server side of the client
 * tests (server/test/client-test-server.ts, a setup file of the client project) starts the real app for
 * each test file and provides these, so client code imports nothing from the server.
 */
export interface ShopFixtures {
  /** A print in stock (5), sold in one size, 24"x16", unless `sizes` names its sizes ("36x24") and their prices. */
  createProduct(product: { title: string; price: string; sizes?: { size: CanvasSize; price: string }[] }): Promise<{ id: number }>;
  /** A collection, with no prints unless a product names it. */
  createCategory(category: { name: string; description: string }): Promise<void>;
  /** A public coupon valid for a month. */
  createCoupon(coupon: { code: string; discountType: 'percentage' | 'fixed'; discountValue: string; minOrderAmount?: string }): Promise<void>;
  createCustomer(profile: CustomerProfile): Promise<void>;
  /** The order as the carrier's delivery leaves it: status delivered, with the time. */
  markDelivered(orderNumber: string, deliveredAt: Date): Promise<void>;
  /** A guest's demo-paid order of one print, and a return request for it with one photo, as the /returns page sends it. */
  createReturn(request: { email: string; reason: string }): Promise<{ id: number; orderNumber: string }>;
  /** A guest's delivered order of one print, reviewed through POST /api/reviews and approved; answers the print's id. */
  createApprovedReview(review: { email: string; rating: number; title: string; text: string }): Promise<{ productId: number }>;
  /** The sign-in code last e-mailed to `email`. */
  nextCode(email: string): Promise<string>;
  /** The orders the server has made, as stored. */
  storedOrders(): Promise<{ guest_email: string | null; total: string; billing_address: Record<string, string> }[]>;
  /** The messages the contact form stored, oldest first. */
  storedContactMessages(): Promise<{ name: string; email: string; phone: string | null; subject: string; message: string; status: string }[]>;
}

export interface CustomerProfile {
  email: string;
  firstName: string;
  lastName: string;
  phone?: string;
}

let provided: ShopFixtures | null = null;

export function provideShopFixtures(fixtures: ShopFixtures): void {
  provided = fixtures;
}

export function shop(): ShopFixtures {
  if (!provided) throw new Error('No shop server: client tests run in the client project of vite.config.ts');
  return provided;
}

/** Calls the server as the page does (its origin, its cookies), to arrange what a test starts from. */
export const pageClient = () => createTrpcClient();

/** A customer signed in on this page the way the shop does it: a code by e-mail, then verified. */
export async function signInCustomer(profile: CustomerProfile) {
  await shop().createCustomer(profile);
  await pageClient().auth.sendLoginCode.mutate({ email: profile.email });
  const code = await shop().nextCode(profile.email);
  await pageClient().auth.verifyLoginCode.mutate({ email: profile.email, code });
}

/**
 * A guest's paid order of one print ("Harbour at Dusk", $120; `quantity` of it, with `couponCode` if
 * given), placed through the checkout's own calls with the demo card.
 */
export async function guestOrder(email: string, { quantity = 1, couponCode }: { quantity?: number; couponCode?: string } = {}) {
  const print = await shop().createProduct({ title: 'Harbour at Dusk', price: '120.00' });
  const client = pageClient();
  await client.cart.add.mutate({ productId: print.id, quantity });
  const shipping = { name: 'Ada Lovelace', address: { line1: '12 Ocean Drive', city: 'Miami', state: 'FL', postal_code: '33139', country: 'US' } };
  const intent = await client.checkout.createPaymentIntent.mutate({ country: 'US', shipping, couponCode });
  const paid = await client.checkout.confirmDemoPayment.mutate({ clientSecret: intent.clientSecret, cardNumber: '4242 4242 4242 4242' });
  return client.checkout.placeOrder.mutate({ paymentIntentId: paid.paymentIntentId, guestEmail: email });
}
