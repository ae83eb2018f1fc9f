import { Trans } from '@lingui/react/macro';
import { IconClock, IconMail, IconMapPin } from '@tabler/icons-react';
import { Link } from 'wouter';
import classes from './SupportContact.module.css';
import { pathTo } from '../../../src/page-routes.ts';
import { BRAND } from '../../../src/page-titles.ts';

export const SUPPORT_EMAIL = 'support@canvasandlight.example';

/** How to reach customer care (spec section 1), closing every policy page. */
export function SupportContact() {
  return (
    <aside className={classes.box} aria-labelledby="support-contact-title">
      <h2 id="support-contact-title" className={classes.title}>
        <Trans>Questions? We&rsquo;re here to help.</Trans>
      </h2>
      <p className={classes.lead}>
        <Trans>
          Write to us through the <Link href={pathTo('contact')}>contact form</Link> or by e-mail. Our team replies typically
          within 24 hours.
        </Trans>
      </p>
      <dl className={classes.details}>
        <div className={classes.detail}>
          <dt>
            <IconMail size={18} stroke={1.3} aria-hidden="true" /> <Trans>E-mail</Trans>
          </dt>
          <dd>
            <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
          </dd>
        </div>
        <div className={classes.detail}>
          <dt>
            <IconClock size={18} stroke={1.3} aria-hidden="true" /> <Trans>Hours</Trans>
          </dt>
          {/* The hours are also said inside the e-mails' sentences, so some languages write them in lower case. */}
          <dd className={classes.hours}>
            <Trans>Monday to Friday, 9:00 AM to 6:00 PM EST</Trans>
          </dd>
        </div>
        <div className={classes.detail}>
          <dt>
            <IconMapPin size={18} stroke={1.3} aria-hidden="true" /> <Trans>Address</Trans>
          </dt>
          <dd>
            {BRAND}, <Trans>Miami, Florida, USA</Trans>
          </dd>
        </div>
      </dl>
    </aside>
  );
}
