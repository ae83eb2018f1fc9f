import { useLingui } from '@lingui/react/macro';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useRef } from 'react';
import { CONTACT_THANKS, ContactMessageInput } from '../../src/contact.ts';
import { errorsSaid } from '../format/form-errors.ts';
import { useSchemaMessage } from '../format/schema-message.ts';
import { notify } from '../notify.ts';
import { errorMessage, httpStatusOf, trpc } from '../trpc.ts';

export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  /** null until a subject is chosen. */
  subject: string | null;
  message: string;
}

const EMPTY: ContactValues = { name: '', email: '', phone: '', subject: null, message: '' };

/** The server parses the message with the same schema: each field shows its first broken rule. */
const validateMessage = zod4Resolver(ContactMessageInput, { errorPriority: 'first' });

/**
 * The /contact form (spec sections 2, 5 and 8). A field's message appears when the visitor leaves it
 * (or tries to send), and from then on the field is checked as they type. After a message is sent
 * the form empties.
 */
export function useContactForm() {
  const { t, i18n } = useLingui();
  const say = useSchemaMessage();
  // Fields that have shown a message: they are checked on every change from then on.
  const live = useRef(new Set<string>());
  const form = useForm<ContactValues>({
    initialValues: EMPTY,
    validate: (values) => errorsSaid(validateMessage({ ...values }), say),
    validateInputOnBlur: true,
    // A shown message stays until the field is checked again, below, so it never flickers away and back.
    clearInputErrorOnChange: false,
    onValuesChange(values, previous) {
      for (const field of Object.keys(values) as (keyof ContactValues)[]) {
        if (values[field] === previous[field] || !(form.errors[field] || live.current.has(field))) continue;
        live.current.add(field);
        form.validateField(field);
      }
    },
  });

  const send = trpc.contact.send.useMutation({
    onSuccess() {
      notify.success(t`Message sent successfully!`, i18n._(CONTACT_THANKS));
      form.reset();
      live.current.clear();
    },
    onError(error) {
      // The server's word when it answered (a refusal, too many messages); else the connection failed.
      notify.error(t`Error sending message`, httpStatusOf(error) ? errorMessage(error) : t`Please try again later.`);
    },
  });

  return {
    form,
    sending: send.isPending,
    onSubmit: form.onSubmit((values) => send.mutate(ContactMessageInput.parse(values))),
  };
}
