import { PlaceholderPage } from '../components/PlaceholderPage/PlaceholderPage.tsx';

export function ReturnsPage() {
  return (
    <PlaceholderPage
      eyebrow="Customer care"
      title="Returns"
      description="Find your order with your e-mail address and order number, choose the item and send us photos to start a return within 7 days of delivery."
    />
  );
}
