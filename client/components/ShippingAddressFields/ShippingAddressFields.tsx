import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Select, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { countryOptions } from '../../format/country-names.ts';
import type { CheckoutField, CheckoutForm } from '../../hooks/useCheckoutForm.ts';
import { useLocale } from '../../locale.tsx';
import { CheckoutSection, checkoutFieldClasses } from '../CheckoutSection/CheckoutSection.tsx';
import classes from './ShippingAddressFields.module.css';

interface FieldSpec {
  label: MessageDescriptor;
  autoComplete: string;
  /** What the field wants, under it (hidden while the field shows an error). */
  hint?: MessageDescriptor;
  optional?: boolean;
  wide?: boolean;
  type?: string;
}

/**
 * The address in the order the shopper writes it; the country sits between the ZIP code and the phone.
 * The names go on the parcel's label as they are typed (a name with one word is sent to the print
 * provider as its last name, server/modules/printify/print-orders.ts), so they say so.
 */
const ADDRESS: [CheckoutField, FieldSpec][] = [
  ['firstName', { label: msg`First name`, autoComplete: 'given-name', hint: msg`Given name, as on your doorbell` }],
  ['lastName', { label: msg`Last name`, autoComplete: 'family-name', hint: msg`Family name, as on your doorbell` }],
  ['address', { label: msg`Address`, autoComplete: 'address-line1', wide: true }],
  ['apartment', { label: msg`Apartment, suite, etc.`, autoComplete: 'address-line2', optional: true, wide: true }],
  ['city', { label: msg`City`, autoComplete: 'address-level2' }],
  ['state', { label: msg`State / Province`, autoComplete: 'address-level1' }],
  ['zipCode', { label: msg`ZIP / Postal code`, autoComplete: 'postal-code' }],
];
const PHONE: [CheckoutField, FieldSpec] = ['phone', { label: msg`Phone`, autoComplete: 'tel', optional: true, wide: true, type: 'tel' }];

/**
 * Step 2 of /checkout: where the prints go. Messages come from the order's schema (useCheckoutForm);
 * the countries are named in the page's language.
 */
export function ShippingAddressFields({ form, disabled }: { form: CheckoutForm; disabled: boolean }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const countries = useMemo(() => countryOptions(locale), [locale]);
  const field = ([name, spec]: [CheckoutField, FieldSpec]) => {
    const label = i18n._(spec.label);
    const input = (
      <TextInput
        key={name}
        label={
          spec.optional ? (
            <Trans>
              {label} <span className={classes.optional}>(optional)</span>
            </Trans>
          ) : (
            label
          )
        }
        required={!spec.optional}
        withAsterisk={false}
        value={form.values[name]}
        onChange={(event) => form.setField(name, event.currentTarget.value)}
        autoComplete={spec.autoComplete}
        type={spec.type}
        disabled={disabled}
        error={form.errorOf(name)}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        description={form.errorOf(name) || !spec.hint ? null : i18n._(spec.hint)}
        classNames={{ ...checkoutFieldClasses, description: classes.hint }}
      />
    );
    return spec.wide ? <div key={name} className={classes.wide}>{input}</div> : input;
  };

  return (
    <CheckoutSection number={2} title={t`Shipping address`}>
      <div className={classes.grid}>
        {ADDRESS.map(field)}
        <Select
          label={t`Country`}
          data={countries}
          value={form.values.country}
          onChange={(value) => value && form.setField('country', value)}
          allowDeselect={false}
          searchable
          disabled={disabled}
          autoComplete="country"
          comboboxProps={{ shadow: 'md' }}
          classNames={checkoutFieldClasses}
        />
        {field(PHONE)}
      </div>
    </CheckoutSection>
  );
}
