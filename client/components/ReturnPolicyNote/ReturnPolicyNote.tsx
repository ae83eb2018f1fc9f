import { IconShieldCheck } from '@tabler/icons-react';
import { Link } from 'wouter';
import { REFUND_TERMS, RETURN_WINDOW_DAYS } from '../../../src/returns.ts';
import classes from './ReturnPolicyNote.module.css';
import { pathTo } from '../../../src/page-routes.ts';

/** The policy reminder beside every step of /returns: the window, the photos, the refund terms. */
export function ReturnPolicyNote() {
  return (
    <aside className={classes.note} aria-labelledby="return-policy-title">
      <IconShieldCheck size={26} stroke={1.2} className={classes.icon} aria-hidden="true" />
      <h2 id="return-policy-title" className={classes.title}>
        Our return policy
      </h2>
      <ul className={classes.list}>
        <li>
          Returns must be started within <strong>{RETURN_WINDOW_DAYS} days</strong> of your order (longer for premium members: the order shows its own window).
        </li>
        <li>Each request needs photos of the item: the front of the canvas, any damage and the packaging.</li>
        {REFUND_TERMS.map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ul>
      <Link href={pathTo('refundPolicy')} className={classes.link}>
        Read the full refund policy
      </Link>
    </aside>
  );
}
