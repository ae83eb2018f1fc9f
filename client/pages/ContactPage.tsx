import { PlaceholderPage } from '../components/PlaceholderPage/PlaceholderPage.tsx';
import { SupportContact } from '../components/SupportContact/SupportContact.tsx';

export function ContactPage() {
  return (
    <PlaceholderPage
      eyebrow="Customer care"
      title="Contact Us"
      description="Questions about an order, a return or finding the right piece for your space? Our Miami team is here to help."
    >
      <SupportContact />
    </PlaceholderPage>
  );
}
