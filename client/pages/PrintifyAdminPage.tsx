import { PlaceholderPage } from '../components/PlaceholderPage/PlaceholderPage.tsx';

export function PrintifyAdminPage() {
  return (
    <PlaceholderPage
      eyebrow="Administration"
      title="Print Provider"
      description="Publishing status of the products synchronised with the print provider, with tools to repair stuck products."
    />
  );
}
