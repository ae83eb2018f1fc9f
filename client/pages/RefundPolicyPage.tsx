import { Link } from 'wouter';
import { PolicyPage, type PolicySection } from '../components/PolicyPage/PolicyPage.tsx';
import { pathTo } from '../../src/page-routes.ts';

const SECTIONS: readonly PolicySection[] = [
  {
    id: 'return-window',
    title: 'Starting a return',
    body: (
      <>
        <p>
          Returns must be started within <strong>7 days of delivery</strong>. Begin on our{' '}
          <Link href={pathTo('returns')}>returns page</Link> with your order number and the e-mail address used at checkout,
          choose the item and tell us why you are sending it back.
        </p>
        <p>
          Every return request needs <strong>photos of the item</strong>, including the front of the canvas, any
          damage, and the packaging it arrived in. Photos let us resolve claims quickly and, where a carrier is at
          fault, file a claim on your behalf.
        </p>
        <p>Once we have reviewed your request we e-mail return instructions within 24 hours.</p>
      </>
    ),
  },
  {
    id: 'condition',
    title: 'Condition of returned items',
    body: (
      <p>
        Returned prints should be in the condition you received them, unhung and free of holes, marks or hardware, and
        packed securely, ideally in the original packaging. Items returned damaged through poor packing may be refused
        or refunded in part.
      </p>
    ),
  },
  {
    id: 'refunds',
    title: 'Refunds',
    body: (
      <>
        <p>
          Refunds are processed within <strong>5-10 business days after we receive the item</strong> and are issued to
          the original payment method. Your bank may take a few more days to show the credit.
        </p>
        <p>
          Original shipping charges are <strong>non-refundable</strong>, unless the return is the result of our
          error.
        </p>
      </>
    ),
  },
  {
    id: 'return-shipping',
    title: 'Return shipping',
    body: (
      <>
        <p>Return shipping is paid by the customer, with these exceptions, where we cover it in full:</p>
        <ul>
          <li>the item arrived defective;</li>
          <li>the item was damaged in transit;</li>
          <li>you received the wrong item.</li>
        </ul>
        <p>We recommend a tracked, insured service: we cannot refund a return that never reaches us.</p>
      </>
    ),
  },
  {
    id: 'exchanges',
    title: 'Exchanges',
    body: (
      <p>
        We do not offer direct exchanges. If you would like a different artwork or size, return the original for a
        refund and place a new order; our team is glad to help you choose.
      </p>
    ),
  },
  {
    id: 'late-returns',
    title: 'Late returns',
    body: (
      <p>
        Requests made more than 7 days after delivery may be accepted at our discretion. An accepted late return is
        subject to a <strong>restocking fee</strong>, which we will tell you before you send the item back.
      </p>
    ),
  },
];

export function RefundPolicyPage() {
  return (
    <PolicyPage
      title="Refund Policy"
      intro={
        <p>
          Each canvas is printed and stretched to order, and we want it to be right on your wall. If something is not,
          this policy explains how returns and refunds work.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
