import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { PolicyPage, type PolicySection } from '../components/PolicyPage/PolicyPage.tsx';
import { SUPPORT_EMAIL } from '../components/SupportContact/SupportContact.tsx';

/** One message per paragraph and list item, in the `policies` catalog. */
const SECTIONS: readonly PolicySection[] = [
  {
    id: 'what-we-collect',
    title: msg`Information we collect`,
    body: (
      <>
        <p>
          <Trans>We collect only what we need to run the shop and deliver your art:</Trans>
        </p>
        <ul>
          <li>
            <Trans>
              <strong>Account and contact details:</strong> your name and e-mail address, and a phone number if you give
              one.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Addresses:</strong> the shipping and billing addresses you enter at checkout.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Order history:</strong> what you bought, when, and at what price, along with return requests and
              the photos you attach to them.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Device and location:</strong> your IP address, browser type and approximate location, which we use
              to show prices in your currency, work out shipping and taxes, and meet the sanctions rules that decide
              where we may sell and ship.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Messages:</strong> what you write to us through the contact form.
            </Trans>
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'payments',
    title: msg`Payment information`,
    body: (
      <p>
        <Trans>
          Card and bank payments are handled by our payment processor. Your full card number never reaches our servers
          and we do not store it; we keep only a reference to the payment and, at most, the card brand and last four
          digits so you can recognise it.
        </Trans>
      </p>
    ),
  },
  {
    id: 'sign-in',
    title: msg`Passwordless sign-in`,
    body: (
      <p>
        <Trans>
          We do not use passwords. When you sign up or log in we e-mail you a 6-character code. Codes are stored only in
          a protected form, work once, and expire shortly after they are sent.
        </Trans>
      </p>
    ),
  },
  {
    id: 'cookies',
    title: msg`Cookies`,
    body: (
      <p>
        <Trans>
          We use a small number of essential cookies: one keeps you signed in for the length of your session and one
          remembers your cart. We do not use advertising cookies. Your browser may also store which artworks you have
          viewed so we can suggest related pieces; you can clear this at any time in your browser settings.
        </Trans>
      </p>
    ),
  },
  {
    id: 'how-we-use-it',
    title: msg`How we use your information`,
    body: (
      <ul>
        <li>
          <Trans>to take payment for, produce, ship and support your orders, including returns;</Trans>
        </li>
        <li>
          <Trans>to sign you in and keep your account secure;</Trans>
        </li>
        <li>
          <Trans>to answer your messages;</Trans>
        </li>
        <li>
          <Trans>to prevent fraud and comply with the law, including sanctions and tax rules.</Trans>
        </li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    title: msg`Sharing`,
    body: (
      <p>
        <Trans>
          <strong>We do not sell your personal data.</strong> We share it only with the service providers that help us
          run the shop (our payment processor, our print and fulfilment partners, shipping carriers and our e-mail
          provider), each limited to what their task needs, and with authorities where the law requires it.
        </Trans>
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: msg`Your rights`,
    body: (
      <p>
        <Trans>
          You may ask us for a copy of the personal data we hold about you, ask us to correct it, or ask us to delete
          your account and the data we are not required to keep for tax and accounting records. E-mail{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> and we will respond promptly.
        </Trans>
      </p>
    ),
  },
  {
    id: 'children',
    title: msg`Children`,
    body: (
      <p>
        <Trans>
          Our shop is not directed to children under 13 and we do not knowingly collect their personal information. If
          you believe a child has given us their details, contact us and we will delete them.
        </Trans>
      </p>
    ),
  },
  {
    id: 'changes',
    title: msg`Changes to this policy`,
    body: (
      <p>
        <Trans>
          If we change this policy we will update the effective date above, and for significant changes we will let
          account holders know by e-mail.
        </Trans>
      </p>
    ),
  },
];

export function PrivacyPolicyPage() {
  return (
    <PolicyPage
      page="privacyPolicy"
      intro={
        <p>
          <Trans>
            Canvas &amp; Light respects your privacy. This policy describes what we collect when you browse and buy from
            us, why we collect it, and the choices you have.
          </Trans>
        </p>
      }
      sections={SECTIONS}
    />
  );
}
