import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { PolicyPage, type PolicySection } from '../components/PolicyPage/PolicyPage.tsx';
import { pathTo } from '../../src/page-routes.ts';

/** One message per paragraph, in the `policies` catalog. */
const SECTIONS: readonly PolicySection[] = [
  {
    id: 'about-us',
    title: msg`Who we are`,
    body: (
      <p>
        <Trans>
          This shop is operated by Canvas &amp; Light, a company based in Miami, Florida, USA. By browsing the shop,
          creating an account or placing an order you agree to these terms.
        </Trans>
      </p>
    ),
  },
  {
    id: 'marketplace',
    title: msg`Our role as a marketplace`,
    body: (
      <p>
        <Trans>
          Canvas &amp; Light acts as a marketplace: we curate and sell artwork, and some pieces are produced and shipped
          for us by independent print and fulfilment partners. We remain your point of contact for every order, from
          payment to delivery and returns.
        </Trans>
      </p>
    ),
  },
  {
    id: 'eligibility',
    title: msg`Who may use the shop`,
    body: (
      <p>
        <Trans>
          Our shop is not intended for children under 13, and we do not serve them. If you are under the age of majority
          where you live, you may use the shop only with the involvement of a parent or guardian.
        </Trans>
      </p>
    ),
  },
  {
    id: 'accounts',
    title: msg`Accounts`,
    body: (
      <p>
        <Trans>
          You may shop as a guest or create an account. Accounts use passwordless sign-in: we e-mail a one-time code to
          your address. Keep access to your e-mail secure, as anyone who can read it can sign in to your account.
        </Trans>
      </p>
    ),
  },
  {
    id: 'orders',
    title: msg`Orders and pricing`,
    body: (
      <>
        <p>
          <Trans>
            Prices are shown in US dollars, or converted to your local currency where we can detect it, and depend on
            the canvas size you choose. Taxes and shipping are calculated at checkout and shown before you pay.
          </Trans>
        </p>
        <p>
          <Trans>
            Placing an order is an offer to buy. We confirm it by e-mail, and we may decline or cancel an order, with a
            full refund, if an item is unavailable, a price was shown in error, or the order cannot lawfully be
            fulfilled.
          </Trans>
        </p>
        <p>
          <Trans>
            Colours on screen vary between devices; small differences between the image on screen and the printed canvas
            are not a defect.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'payments',
    title: msg`Payments`,
    body: (
      <p>
        <Trans>
          Payments are made by card (and, where offered, US bank account) through our payment provider, which processes
          your payment details securely on our behalf. <strong>The charge appears on your statement under the name of
          our parent company</strong> rather than Canvas &amp; Light.
        </Trans>
      </p>
    ),
  },
  {
    id: 'shipping',
    title: msg`Shipping and delivery`,
    body: (
      <>
        <p>
          <Trans>
            Each canvas is printed and stretched to order, then shipped with tracking; we e-mail the tracking details when
            your order leaves the studio. Shipping costs depend on the destination and are shown at checkout.
          </Trans>
        </p>
        <p>
          <Trans>
            We cannot accept payments from, or ship to, locations subject to trade sanctions. Visitors from those
            locations cannot place orders, and we may cancel any order addressed to them.
          </Trans>
        </p>
        <p>
          <Trans>Please inspect your delivery on arrival and tell us within 7 days if anything is wrong.</Trans>
        </p>
      </>
    ),
  },
  {
    id: 'returns',
    title: msg`Returns and refunds`,
    body: (
      <p>
        <Trans>
          Returns and refunds are governed by our <Link href={pathTo('refundPolicy')}>Refund Policy</Link>, which forms part of
          these terms.
        </Trans>
      </p>
    ),
  },
  {
    id: 'intellectual-property',
    title: msg`Intellectual property`,
    body: (
      <p>
        <Trans>
          The artworks, images and text on this site belong to Canvas &amp; Light or its artists and licensors. Buying a
          print gives you the physical canvas to enjoy and display; it does not transfer any right to copy, reproduce or
          sell the image.
        </Trans>
      </p>
    ),
  },
  {
    id: 'liability',
    title: msg`Limitation of liability`,
    body: (
      <p>
        <Trans>
          To the extent the law allows, our liability for any order is limited to the amount you paid for it, and we are
          not liable for indirect or consequential losses. Nothing in these terms limits rights you have as a consumer
          that cannot be excluded by law.
        </Trans>
      </p>
    ),
  },
  {
    id: 'governing-law',
    title: msg`Governing law`,
    body: (
      <p>
        <Trans>
          These terms are governed by the laws of the <strong>State of Florida</strong>, USA, without regard to its
          conflict-of-law rules. Any dispute is subject to the courts located in Miami-Dade County, Florida.
        </Trans>
      </p>
    ),
  },
  {
    id: 'changes',
    title: msg`Changes to these terms`,
    body: (
      <p>
        <Trans>
          We may update these terms from time to time. The version in force when you place an order applies to that
          order; the effective date above shows when the terms last changed.
        </Trans>
      </p>
    ),
  },
];

export function TermsOfServicePage() {
  return (
    <PolicyPage
      page="termsOfService"
      intro={
        <p>
          <Trans>
            These terms set out how you may use the Canvas &amp; Light shop and the conditions under which we sell our
            canvas prints. Please read them before placing an order.
          </Trans>
        </p>
      }
      sections={SECTIONS}
    />
  );
}
