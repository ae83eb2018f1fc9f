import { Container } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { ContactDetails } from '../components/ContactDetails/ContactDetails.tsx';
import { ContactForm } from '../components/ContactForm/ContactForm.tsx';
import { PageHeader } from '../components/PageHeader/PageHeader.tsx';
import { usePageTitle } from '../hooks/usePageTitle.ts';
import classes from './ContactPage.module.css';
import { PAGES } from '../../src/page-routes.ts';

/** /contact (spec section 2): how to reach the shop, common questions, and the form. */
export function ContactPage() {
  const { t, i18n } = useLingui();
  const title = i18n._(PAGES.contact.name);
  usePageTitle(title);
  return (
    <>
      <PageHeader eyebrow={t`Customer care`} title={title}>
        <p>
          <Trans>Questions about an order, a return or finding the right piece for your space? Our Miami team is here to help.</Trans>
        </p>
      </PageHeader>
      <Container className={classes.body}>
        <ContactDetails />
        <ContactForm />
      </Container>
    </>
  );
}
