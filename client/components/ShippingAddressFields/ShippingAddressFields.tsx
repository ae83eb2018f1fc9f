import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import { Select, TextInput } from '@mantine/core';
import { checkoutCountries } from '../../../src/countries.ts';
import type { CheckoutField, CheckoutForm } from '../../hooks/useCheckoutForm.ts';
import { CheckoutSection, checkoutFieldClasses } from '../CheckoutSection/CheckoutSection.tsx';
import classes from './ShippingAddressFields.module.css';

const COUNTRY_OPTIONS = checkoutCountries().map(({ code, name }) => ({ value: code, label: name }));

interface FieldSpec {
  label: string;
  autoComplete: string;
  /** What the field wants, under it (hidden while the field shows an error). */
  hint?: string;
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
  ['firstName', { label: 'First name', autoComplete: 'given-name', hint: 'Given name, as on your doorbell' }],
  ['lastName', { label: 'Last name', autoComplete: 'family-name', hint: 'Family name, as on your doorbell' }],
  ['address', { label: 'Address', autoComplete: 'address-line1', wide: true }],
  ['apartment', { label: 'Apartment, suite, etc.', autoComplete: 'address-line2', optional: true, wide: true }],
  ['city', { label: 'City', autoComplete: 'address-level2' }],
  ['state', { label: 'State / Province', autoComplete: 'address-level1' }],
  ['zipCode', { label: 'ZIP / Postal code', autoComplete: 'postal-code' }],
];
const PHONE: [CheckoutField, FieldSpec] = ['phone', { label: 'Phone', autoComplete: 'tel', optional: true, wide: true, type: 'tel' }];

/** Step 2 of /checkout: where the prints go. Messages come from the order's schema (useCheckoutForm). */
export function ShippingAddressFields({ form, disabled }: { form: CheckoutForm; disabled: boolean }) {
  const field = ([name, spec]: [CheckoutField, FieldSpec]) => {
    const input = (
      <TextInput
        key={name}
        label={spec.optional ? <>{spec.label} <span className={classes.optional}>(optional)</span></> : spec.label}
        required={!spec.optional}
        withAsterisk={false}
        value={form.values[name]}
        onChange={(event) => form.setField(name, event.currentTarget.value)}
        autoComplete={spec.autoComplete}
        type={spec.type}
        disabled={disabled}
        error={form.errorOf(name)}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        description={form.errorOf(name) ? null : spec.hint}
        classNames={{ ...checkoutFieldClasses, description: classes.hint }}
      />
    );
    return spec.wide ? <div key={name} className={classes.wide}>{input}</div> : input;
  };

  return (
    <CheckoutSection number={2} title="Shipping address">
      <div className={classes.grid}>
        {ADDRESS.map(field)}
        <Select
          label="Country"
          data={COUNTRY_OPTIONS}
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
