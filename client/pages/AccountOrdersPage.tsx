import { PlaceholderPage } from '../components/PlaceholderPage/PlaceholderPage.tsx';

export function AccountOrdersPage() {
  return (
    <PlaceholderPage
      eyebrow="Your account"
      title="Your Orders"
      description="Every order you have placed, with its status, items and total."
    />
  );
}
