import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { PolicyPage, type PolicySection } from '../components/PolicyPage/PolicyPage.tsx';
import { pathTo } from '../../src/page-routes.ts';

/** One message per paragraph and list item, in the `policies` catalog. */
const SECTIONS: readonly PolicySection[] = [
  {
    id: 'return-window',
    title: msg`Starting a return`,
    body: (
      <>
        <p>
          <Trans>
            Returns must be started within <strong>7 days of delivery</strong>. Begin on our{' '}
            <Link href={pathTo('returns')}>returns page</Link> with your order number and the e-mail address used at checkout,
            choose the item and tell us why you are sending it back.
          </Trans>
        </p>
        <p>
          <Trans>
            Every return request needs <strong>photos of the item</strong>, including the front of the canvas, any
            damage, and the packaging it arrived in. Photos let us resolve claims quickly and, where a carrier is at
            fault, file a claim on your behalf.
          </Trans>
        </p>
        <p>
          <Trans>Once we have reviewed your request we e-mail return instructions within 24 hours.</Trans>
        </p>
      </>
    ),
  },
  {
    id: 'condition',
    title: msg`Condition of returned items`,
    body: (
      <p>
        <Trans>
          Returned prints should be in the condition you received them, unhung and free of holes, marks or hardware, and
          packed securely, ideally in the original packaging. Items returned damaged through poor packing may be refused
          or refunded in part.
        </Trans>
      </p>
    ),
  },
  {
    id: 'refunds',
    title: msg`Refunds`,
    body: (
      <>
        <p>
          <Trans>
            Refunds are processed within <strong>5-10 business days after we receive the item</strong> and are issued to
            the original payment method. Your bank may take a few more days to show the credit.
          </Trans>
        </p>
        <p>
          <Trans>
            Original shipping charges are <strong>non-refundable</strong>, unless the return is the result of our
            error.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'return-shipping',
    title: msg`Return shipping`,
    body: (
      <>
        <p>
          <Trans>Return shipping is paid by the customer, with these exceptions, where we cover it in full:</Trans>
        </p>
        <ul>
          <li>
            <Trans>the item arrived defective;</Trans>
          </li>
          <li>
            <Trans>the item was damaged in transit;</Trans>
          </li>
          <li>
            <Trans>you received the wrong item.</Trans>
          </li>
        </ul>
        <p>
          <Trans>We recommend a tracked, insured service: we cannot refund a return that never reaches us.</Trans>
        </p>
      </>
    ),
  },
  {
    id: 'exchanges',
    title: msg`Exchanges`,
    body: (
      <p>
        <Trans>
          We do not offer direct exchanges. If you would like a different artwork or size, return the original for a
          refund and place a new order; our team is glad to help you choose.
        </Trans>
      </p>
    ),
  },
  {
    id: 'late-returns',
    title: msg`Late returns`,
    body: (
      <p>
        <Trans>
          Requests made more than 7 days after delivery may be accepted at our discretion. An accepted late return is
          subject to a <strong>restocking fee</strong>, which we will tell you before you send the item back.
        </Trans>
      </p>
    ),
  },
];

export function RefundPolicyPage() {
  return (
    <PolicyPage
      page="refundPolicy"
      intro={
        <p>
          <Trans>
            Each canvas is printed and stretched to order, and we want it to be right on your wall. If something is not,
            this policy explains how returns and refunds work.
          </Trans>
        </p>
      }
      sections={SECTIONS}
    />
  );
}
