import { PlaceholderPage } from '../components/PlaceholderPage/PlaceholderPage.tsx';

export function EmailTestPage() {
  return (
    <PlaceholderPage
      eyebrow="Administration"
      title="Email Test"
      description="Send a test order confirmation or shipping notification to any address to check the shop's e-mail delivery."
    />
  );
}
