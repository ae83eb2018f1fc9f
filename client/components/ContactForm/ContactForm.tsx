import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import { Button, Select, Textarea, TextInput } from '@mantine/core';
import { CONTACT_MESSAGE_MAX, CONTACT_SUBJECTS } from '../../../src/contact.ts';
import { useContactForm, type ContactValues } from '../../hooks/useContactForm.ts';
import classes from './ContactForm.module.css';

const fieldClasses = { label: classes.label, input: classes.input, error: classes.error };

/** The /contact form (spec section 2): every field's rules are the server's own (src/contact.ts). */
export function ContactForm() {
  const { form, sending, onSubmit } = useContactForm();
  const length = form.values.message.length;
  /** What every field shares: its value, message and handlers from the form, the shop's look, and a pause while sending. */
  const bound = (field: keyof ContactValues) => ({ disabled: sending, classNames: fieldClasses, ...form.getInputProps(field) });

  return (
    <section className={classes.card} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className={classes.title}>
        Send us a message
      </h2>
      <p className={classes.lead}>Tell us how we can help, and we will write back to the address you give.</p>
      <form onSubmit={onSubmit} noValidate aria-busy={sending} className={classes.form}>
        <div className={classes.row}>
          <TextInput label="Full Name" autoComplete="name" {...bound('name')} />
          <TextInput label="Email Address" type="email" autoComplete="email" {...bound('email')} />
        </div>
        <div className={classes.row}>
          <TextInput
            label={
              <>
                Phone Number <span className={classes.optional}>(optional)</span>
              </>
            }
            type="tel"
            autoComplete="tel"
            {...bound('phone')}
          />
          <Select
            label="Subject"
            placeholder="Choose a subject"
            data={CONTACT_SUBJECTS}
            allowDeselect={false}
            comboboxProps={{ shadow: 'md' }}
            {...bound('subject')}
          />
        </div>
        <div>
          <Textarea
            label="Message"
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
          {sending ? 'Sending...' : 'Send Message'}
        </Button>
      </form>
    </section>
  );
}
