import { IconClock, IconMail, IconMapPin } from '@tabler/icons-react';
import { Link } from 'wouter';
import classes from './SupportContact.module.css';
import { pathTo } from '../../../src/page-routes.ts';

export const SUPPORT_EMAIL = 'support@canvasandlight.example';

/** How to reach customer care (spec section 1), closing every policy page. */
export function SupportContact() {
  return (
    <aside className={classes.box} aria-labelledby="support-contact-title">
      <h2 id="support-contact-title" className={classes.title}>
        Questions? We&rsquo;re here to help.
      </h2>
      <p className={classes.lead}>
        Write to us through the <Link href={pathTo('contact')}>contact form</Link> or by e-mail. Our team replies typically
        within 24 hours.
      </p>
      <dl className={classes.details}>
        <div className={classes.detail}>
          <dt>
            <IconMail size={18} stroke={1.3} aria-hidden="true" /> E-mail
          </dt>
          <dd>
            <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
          </dd>
        </div>
        <div className={classes.detail}>
          <dt>
            <IconClock size={18} stroke={1.3} aria-hidden="true" /> Hours
          </dt>
          <dd>Monday to Friday, 9:00 AM to 6:00 PM EST</dd>
        </div>
        <div className={classes.detail}>
          <dt>
            <IconMapPin size={18} stroke={1.3} aria-hidden="true" /> Address
          </dt>
          <dd>Canvas &amp; Light, Miami, Florida, USA</dd>
        </div>
      </dl>
    </aside>
  );
}
