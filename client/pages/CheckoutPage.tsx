import { PlaceholderPage } from '../components/PlaceholderPage/PlaceholderPage.tsx';

export function CheckoutPage() {
  return (
    <PlaceholderPage
      eyebrow="Secure checkout"
      title="Checkout"
      description="Enter your shipping details and pay securely by card or US bank account, as a guest or signed in."
    />
  );
}
