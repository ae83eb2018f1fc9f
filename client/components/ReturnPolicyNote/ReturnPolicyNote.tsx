import { Trans, useLingui } from '@lingui/react/macro';
import { IconShieldCheck } from '@tabler/icons-react';
import { Link } from 'wouter';
import { REFUND_TERMS, RETURN_WINDOW_DAYS } from '../../../src/returns.ts';
import classes from './ReturnPolicyNote.module.css';
import { pathTo } from '../../../src/page-routes.ts';

/** The policy reminder beside every step of /returns: the window, the photos, the refund terms. */
export function ReturnPolicyNote() {
  const { i18n } = useLingui();
  return (
    <aside className={classes.note} aria-labelledby="return-policy-title">
      <IconShieldCheck size={26} stroke={1.2} className={classes.icon} aria-hidden="true" />
      <h2 id="return-policy-title" className={classes.title}>
        <Trans>Our return policy</Trans>
      </h2>
      <ul className={classes.list}>
        <li>
          <Trans>
            Returns must be started within <strong>{RETURN_WINDOW_DAYS} days</strong> of your order (longer for premium members: the order shows its own window).
          </Trans>
        </li>
        <li>
          <Trans>Each request needs photos of the item: the front of the canvas, any damage and the packaging.</Trans>
        </li>
        {REFUND_TERMS.map((term) => (
          <li key={term}>{i18n._(term)}</li>
        ))}
      </ul>
      <Link href={pathTo('refundPolicy')} className={classes.link}>
        <Trans>Read the full refund policy</Trans>
      </Link>
    </aside>
  );
}
