import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Select, Textarea, TextInput } from '@mantine/core';
import { CONTACT_MESSAGE_MAX, CONTACT_SUBJECTS, type ContactSubject } from '../../../src/contact.ts';
import { useContactForm, type ContactValues } from '../../hooks/useContactForm.ts';
import classes from './ContactForm.module.css';

const fieldClasses = { label: classes.label, input: classes.input, error: classes.error };

/** Each subject as the shopper reads it; the value sent and stored is the English one (the back office reads it). */
const SUBJECT_LABELS: Record<ContactSubject, MessageDescriptor> = {
  Investor: msg`Investor`,
  'Consultation request': msg`Consultation request`,
  Complaint: msg`Complaint`,
  'Technical Support': msg`Technical Support`,
};

/** The /contact form (spec section 2): every field's rules are the server's own (src/contact.ts). */
export function ContactForm() {
  const { t, i18n } = useLingui();
  const { form, sending, onSubmit } = useContactForm();
  const subjects = CONTACT_SUBJECTS.map((subject) => ({ value: subject, label: i18n._(SUBJECT_LABELS[subject]) }));
  const length = form.values.message.length;
  /** What every field shares: its value, message and handlers from the form, the shop's look, and a pause while sending. */
  const bound = (field: keyof ContactValues) => ({ disabled: sending, classNames: fieldClasses, ...form.getInputProps(field) });

  return (
    <section className={classes.card} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className={classes.title}>
        <Trans>Send us a message</Trans>
      </h2>
      <p className={classes.lead}>
        <Trans>Tell us how we can help, and we will write back to the address you give.</Trans>
      </p>
      <form onSubmit={onSubmit} noValidate aria-busy={sending} className={classes.form}>
        <div className={classes.row}>
          <TextInput label={t`Full Name`} autoComplete="name" {...bound('name')} />
          <TextInput label={t`Email Address`} type="email" autoComplete="email" {...bound('email')} />
        </div>
        <div className={classes.row}>
          <TextInput
            label={
              <Trans>
                Phone Number <span className={classes.optional}>(optional)</span>
              </Trans>
            }
            type="tel"
            autoComplete="tel"
            {...bound('phone')}
          />
          <Select
            label={t`Subject`}
            placeholder={t`Choose a subject`}
            data={subjects}
            allowDeselect={false}
            comboboxProps={{ shadow: 'md' }}
            {...bound('subject')}
          />
        </div>
        <div>
          <Textarea
            label={t`Message`}
            rows={6}
            maxLength={CONTACT_MESSAGE_MAX}
            {...bound('message')}
            classNames={{ ...fieldClasses, input: classes.textarea }}
            aria-describedby="contact-message-count"
          />
          <p id="contact-message-count" className={classes.counter} data-full={length >= CONTACT_MESSAGE_MAX || undefined}>
            {length}/{CONTACT_MESSAGE_MAX}
          </p>
        </div>
        <Button type="submit" size="lg" disabled={sending} className={classes.submit}>
          {sending ? t`Sending...` : t`Send Message`}
        </Button>
      </form>
    </section>
  );
}
