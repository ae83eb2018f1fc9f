import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconArrowBackUp, IconClock, IconHeadset, IconMapPin, IconMessageCircle, IconPackage, IconPalette } from '@tabler/icons-react';
import { Link } from 'wouter';
import classes from './ContactDetails.module.css';
import { pathTo } from '../../../src/page-routes.ts';
import { BRAND } from '../../../src/page-titles.ts';

/** Where to find answers before writing (spec section 2: orders; returns; product info; technical support). */
const QUESTIONS = [
  {
    Icon: IconPackage,
    title: msg`Orders`,
    text: (
      <Trans>
        Questions about an order or its delivery? Choose a subject below and include your order number (it starts with
        CL-) so we can look it up at once.
      </Trans>
    ),
  },
  {
    Icon: IconArrowBackUp,
    title: msg`Returns`,
    text: (
      <Trans>
        Returns are accepted within 7 days of your order. Start one on the <Link href={pathTo('returns')}>Returns page</Link>,
        where you upload photos of the item; read the <Link href={pathTo('refundPolicy')}>Refund Policy</Link> for the terms.
      </Trans>
    ),
  },
  {
    Icon: IconPalette,
    title: msg`Product information`,
    text: (
      <Trans>
        Every print&rsquo;s page lists its canvas sizes, a size chart and how it is made. For advice on a piece or a
        size for your space, choose Consultation request.
      </Trans>
    ),
  },
  {
    Icon: IconHeadset,
    title: msg`Technical support`,
    text: <Trans>Trouble signing in, paying or using the site? Choose Technical Support and tell us what you see.</Trans>,
  },
] as const;

/** The left column of /contact: where we are, how to reach us, how soon we answer, and common questions. */
export function ContactDetails() {
  const { i18n } = useLingui();
  return (
    <div className={classes.details}>
      <dl className={classes.facts}>
        <div className={classes.fact}>
          <dt>
            <IconMapPin size={18} stroke={1.3} aria-hidden="true" /> <Trans>Our studio</Trans>
          </dt>
          <dd>
            <address>
              {BRAND}
              <br />
              <Trans>Miami, Florida, USA</Trans>
            </address>
          </dd>
        </div>
        <div className={classes.fact}>
          <dt>
            <IconMessageCircle size={18} stroke={1.3} aria-hidden="true" /> <Trans>How to reach us</Trans>
          </dt>
          <dd>
            <Trans>
              This form is the way to reach us: every message goes straight to our customer care team, who answer by
              e-mail.
            </Trans>
          </dd>
        </div>
        <div className={classes.fact}>
          <dt>
            <IconClock size={18} stroke={1.3} aria-hidden="true" /> <Trans>Response time</Trans>
          </dt>
          <dd>
            <Trans>Typically within 24 hours, Monday to Friday, 9:00 AM to 6:00 PM EST.</Trans>
          </dd>
        </div>
      </dl>

      <section aria-labelledby="contact-questions-title">
        <h2 id="contact-questions-title" className={classes.questionsTitle}>
          <Trans>Common questions</Trans>
        </h2>
        <ul className={classes.questions}>
          {QUESTIONS.map(({ Icon, title, text }) => (
            <li key={title.id} className={classes.question}>
              <Icon className={classes.icon} size={22} stroke={1.2} aria-hidden="true" />
              <div>
                <h3 className={classes.questionTitle}>{i18n._(title)}</h3>
                <p className={classes.questionText}>{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
