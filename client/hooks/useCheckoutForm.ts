import { useLingui } from '@lingui/react/macro';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useEffect, useState } from 'react';
import { OrderAddress } from '../../src/checkout.ts';
import { isShippingSupported } from '../../src/countries.ts';
import { useSchemaMessage } from '../format/schema-message.ts';
import { notify } from '../notify.ts';
import type { CurrentUser } from './useCurrentUser.ts';
import { emailBlocksSubmit, useEmailCheck } from './useEmailCheck.ts';

/** What the shopper types; the country is chosen apart ('' until they pick one). */
export interface CheckoutValues {
  firstName: string;
  lastName: string;
  email: string;
  address: string;
  apartment: string;
  city: string;
  state: string;
  zipCode: string;
  phone: string;
  country: string;
}
export type CheckoutField = Exclude<keyof CheckoutValues, 'country'>;

const EMPTY: CheckoutValues = {
  firstName: '',
  lastName: '',
  email: '',
  address: '',
  apartment: '',
  city: '',
  state: '',
  zipCode: '',
  phone: '',
  country: '',
};

/** The server parses the order's address with the same schema: the first message of each field shows. */
const validateAddress = zod4Resolver(OrderAddress, { errorPriority: 'first' });

/**
 * The contact and shipping form of /checkout (spec section 5), validated by the order's zod schema.
 * Messages show from the first attempt to pay on, and follow the typing from then on, in the page's
 * language (the schema's messages are the catalogs' ids). The country is the shopper's choice, else
 * their location when it is one we ship to, else US.
 */
export function useCheckoutForm(user: CurrentUser | null, shopperCountry: string) {
  const { t } = useLingui();
  const say = useSchemaMessage();
  const [attempted, setAttempted] = useState(false);
  const fallbackCountry = isShippingSupported(shopperCountry) ? shopperCountry : 'US';
  const withCountry = (values: CheckoutValues) => ({ ...values, country: values.country || fallbackCountry });
  const form = useForm<CheckoutValues>({
    initialValues: EMPTY,
    validateInputOnChange: true,
    validate: (values) => validateAddress(withCountry(values)),
  });
  const values = withCountry(form.values);
  const emailCheck = useEmailCheck(values.email);

  // Signed-in customers start from their profile: name, e-mail and phone (spec section 5).
  const { setValues } = form;
  useEffect(() => {
    if (!user) return;
    setValues((current) => ({
      firstName: current.firstName || user.firstName || '',
      lastName: current.lastName || user.lastName || '',
      email: current.email || user.email || '',
      phone: current.phone || user.phone || '',
    }));
  }, [user, setValues]);

  /**
   * The address to order with, or null once the shopper has been told what stops the order: a blank
   * required field ('Missing information'), an e-mail not (yet) accepted ('Invalid email'), else the
   * first field the schema refuses.
   */
  function checkedAddress(): OrderAddress | null {
    setAttempted(true);
    const values = withCountry(form.getValues());
    const { errors } = form.validate();
    const refused = Object.keys(errors) as CheckoutField[];
    if (refused.some((field) => values[field].trim() === '')) {
      notify.error(t`Missing information`, t`Please fill in all required shipping information.`);
      return null;
    }
    if (emailBlocksSubmit(emailCheck)) {
      notify.error(t`Invalid email`, t`Please enter a valid email address before proceeding.`);
      return null;
    }
    const [first] = refused;
    if (first) {
      notify.error(t`Check your details`, say(String(errors[first])));
      return null;
    }
    return OrderAddress.parse(values);
  }

  return {
    values,
    emailCheck,
    attempted,
    setField: (field: keyof CheckoutValues, value: string) => form.setFieldValue(field, value),
    /** The schema's message for a field, in the page's language, once the shopper has tried to pay. */
    errorOf(field: CheckoutField) {
      const error = attempted ? form.errors[field] : null;
      return error ? say(String(error)) : null;
    },
    checkedAddress,
  };
}

export type CheckoutForm = ReturnType<typeof useCheckoutForm>;
