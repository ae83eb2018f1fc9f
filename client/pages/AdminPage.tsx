import { PlaceholderPage } from '../components/PlaceholderPage/PlaceholderPage.tsx';

export function AdminPage() {
  return (
    <PlaceholderPage
      eyebrow="Administration"
      title="Admin Dashboard"
      description="Manage premium customers, the VPN whitelist, coupons and product synchronisation with the print provider."
    />
  );
}
