import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { pathTo } from '../../src/page-routes.ts';
import { PolicyPage, type PolicySection } from '../components/PolicyPage/PolicyPage.tsx';
import { SUPPORT_EMAIL } from '../components/SupportContact/SupportContact.tsx';

/**
 * The accessibility statement (/accessibility, linked from the footer), as the European Accessibility
 * Act's Annex V asks of a shop: the standard met, how it is checked, what is known not to be met yet,
 * and how to ask for help or another format. Its limitations are the ones still open; keep them true.
 * One message per paragraph and list item, in the `policies` catalog.
 */

/** When the statement was last reviewed against the shop (shown in the page's language). */
const REVIEWED = '2026-11-28';

const SECTIONS: readonly PolicySection[] = [
  {
    id: 'standard',
    title: msg`The standard we aim for`,
    body: (
      <p>
        <Trans>
          The shop aims to meet the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA, the standard the European
          Accessibility Act refers to, on every page a shopper uses: browsing the collection, choosing a size, the bag and
          checkout, your account, returns and contact.
        </Trans>
      </p>
    ),
  },
  {
    id: 'how-we-check',
    title: msg`How we check it`,
    body: (
      <ul>
        <li>
          <Trans>
            Automated checks with axe-core, covering the WCAG 2.1 A and AA rules, run on the shop&rsquo;s pages at phone and
            desktop widths with every change; a change that fails them is not released.
          </Trans>
        </li>
        <li>
          <Trans>
            In the same tests, a purchase, a return with a photo and a refund in our back office are made with the keyboard
            alone.
          </Trans>
        </li>
        <li>
          <Trans>
            They also check that every link, button and field shows clearly where the keyboard focus is, and that links and
            buttons keep their contrast under the pointer.
          </Trans>
        </li>
        <li>
          <Trans>Every page can be read in English, German, French, Spanish and Italian, and says which language it is in.</Trans>
        </li>
        <li>
          <Trans>A link at the top of every page skips the navigation and goes straight to its content.</Trans>
        </li>
      </ul>
    ),
  },
  {
    id: 'limitations',
    title: msg`Known limitations`,
    body: (
      <>
        <p>
          <Trans>We know of these gaps and are working on them:</Trans>
        </p>
        <ul>
          <li>
            <Trans>The purchase, return and refund journeys have not yet been walked through with a screen reader.</Trans>
          </li>
          <li>
            <Trans>
              A print&rsquo;s picture is described by the first sentence of its description; for some prints that sentence
              says more about the canvas than about what the artwork shows.
            </Trans>
          </li>
          <li>
            <Trans>The films on the home and about pages have no audio description; they carry no information that is not also in the text.</Trans>
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'help',
    title: msg`Help and other formats`,
    body: (
      <p>
        <Trans>
          If any part of the shop is hard for you to use, or you would like something from it in another format (large print,
          plain text, or read to you by phone), write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> or use the{' '}
          <Link href={pathTo('contact')}>contact form</Link>. We answer within two business days and will help you complete
          your order in the meantime.
        </Trans>
      </p>
    ),
  },
  {
    id: 'complaints',
    title: msg`If our answer does not help`,
    body: (
      <p>
        <Trans>
          You may turn to the authority that oversees the accessibility of products and services in the country where you
          live.
        </Trans>
      </p>
    ),
  },
];

export function AccessibilityPage() {
  return (
    <PolicyPage
      page="accessibility"
      reviewed={REVIEWED}
      intro={
        <p>
          <Trans>
            We want everyone to be able to find, choose and buy art from Canvas &amp; Light, whatever device they use and
            however they use it. This statement says how accessible the shop is, how we check it, and how to reach us when
            something stands in your way.
          </Trans>
        </p>
      }
      sections={SECTIONS}
    />
  );
}
