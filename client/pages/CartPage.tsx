import { PlaceholderPage } from '../components/PlaceholderPage/PlaceholderPage.tsx';

export function CartPage() {
  return (
    <PlaceholderPage
      eyebrow="Your selection"
      title="Shopping Bag"
      description="Review the artworks in your bag, adjust quantities and apply a discount code before you check out."
    />
  );
}
