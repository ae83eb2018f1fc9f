import { PolicyPage, type PolicySection } from '../components/PolicyPage/PolicyPage.tsx';
import { SUPPORT_EMAIL } from '../components/SupportContact/SupportContact.tsx';

const SECTIONS: readonly PolicySection[] = [
  {
    id: 'what-we-collect',
    title: 'Information we collect',
    body: (
      <>
        <p>We collect only what we need to run the shop and deliver your art:</p>
        <ul>
          <li>
            <strong>Account and contact details:</strong> your name and e-mail address, and a phone number if you give
            one.
          </li>
          <li>
            <strong>Addresses:</strong> the shipping and billing addresses you enter at checkout.
          </li>
          <li>
            <strong>Order history:</strong> what you bought, when, and at what price, along with return requests and
            the photos you attach to them.
          </li>
          <li>
            <strong>Device and location:</strong> your IP address, browser type and approximate location, which we use
            to show prices in your currency, work out shipping and taxes, and meet the sanctions rules that decide
            where we may sell and ship.
          </li>
          <li>
            <strong>Messages:</strong> what you write to us through the contact form.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'payments',
    title: 'Payment information',
    body: (
      <p>
        Card and bank payments are handled by our payment processor. Your full card number never reaches our servers
        and we do not store it; we keep only a reference to the payment and, at most, the card brand and last four
        digits so you can recognise it.
      </p>
    ),
  },
  {
    id: 'sign-in',
    title: 'Passwordless sign-in',
    body: (
      <p>
        We do not use passwords. When you sign up or log in we e-mail you a 6-character code. Codes are stored only in
        a protected form, work once, and expire shortly after they are sent.
      </p>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    body: (
      <p>
        We use a small number of essential cookies: one keeps you signed in for the length of your session and one
        remembers your cart. We do not use advertising cookies. Your browser may also store which artworks you have
        viewed so we can suggest related pieces; you can clear this at any time in your browser settings.
      </p>
    ),
  },
  {
    id: 'how-we-use-it',
    title: 'How we use your information',
    body: (
      <ul>
        <li>to take payment for, produce, ship and support your orders, including returns;</li>
        <li>to sign you in and keep your account secure;</li>
        <li>to answer your messages;</li>
        <li>to prevent fraud and comply with the law, including sanctions and tax rules.</li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    title: 'Sharing',
    body: (
      <p>
        <strong>We do not sell your personal data.</strong> We share it only with the service providers that help us
        run the shop (our payment processor, our print and fulfilment partners, shipping carriers and our e-mail
        provider), each limited to what their task needs, and with authorities where the law requires it.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <p>
        You may ask us for a copy of the personal data we hold about you, ask us to correct it, or ask us to delete
        your account and the data we are not required to keep for tax and accounting records. E-mail{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> and we will respond promptly.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        Our shop is not directed to children under 13 and we do not knowingly collect their personal information. If
        you believe a child has given us their details, contact us and we will delete them.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        If we change this policy we will update the effective date above, and for significant changes we will let
        account holders know by e-mail.
      </p>
    ),
  },
];

export function PrivacyPolicyPage() {
  return (
    <PolicyPage
      title="Privacy Policy"
      intro={
        <p>
          Canvas &amp; Light respects your privacy. This policy describes what we collect when you browse and buy from
          us, why we collect it, and the choices you have.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
