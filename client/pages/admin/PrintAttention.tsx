import '@mantine/core/styles/Badge.layer.css';
import { Badge, Button, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconSend } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { ShippingCorrection, type AdminOrderDetail, type PrintAttention, type ShippingFields } from '../../../src/admin-orders.ts';
import { countryTerms } from '../../../src/countries.ts';
import { formatShopTime } from '../../../src/shop-time.ts';
import { notify } from '../../notify.ts';
import { errorMessage, trpc } from '../../trpc.ts';
import listClasses from './AdminList.module.css';
import classes from './PrintAttention.module.css';

/**
 * Print orders in front of staff (server/modules/order/print-attention.ts): the badge of a row that
 * needs attention, and in the order the panel saying why, with the form that corrects where the print
 * goes and sends it to Printify again (admin.orders.fixShipping; support staff may).
 */

/** An icon and words beside the colour, so the mark reads without colour too. */
export function AttentionBadge() {
  return (
    <Badge className={listClasses.badge} variant="outline" color="red.8" radius="xs" leftSection={<IconAlertTriangle size={12} stroke={1.8} aria-hidden="true" />}>
      Needs attention
    </Badge>
  );
}

type Field = Exclude<keyof ShippingFields, 'country'>;

/** The address in the order the checkout asks for it; the country stays the order's (it was paid for). */
const FIELDS: { name: Field; label: string; hint?: string; wide?: boolean }[] = [
  { name: 'firstName', label: 'First name' },
  { name: 'lastName', label: 'Last name', hint: 'Blank for a single name: it is sent as the last name' },
  { name: 'address', label: 'Address', wide: true },
  { name: 'apartment', label: 'Apartment, suite, etc.', wide: true },
  { name: 'city', label: 'City' },
  { name: 'state', label: 'State / Province' },
  { name: 'zipCode', label: 'ZIP / Postal code' },
  { name: 'phone', label: 'Phone' },
];

const validate = zod4Resolver(ShippingCorrection, { errorPriority: 'first' });
/** A field's note under its input, so the inputs of a row line up. */
const AFTER_INPUT: ('label' | 'input' | 'description' | 'error')[] = ['label', 'input', 'description', 'error'];

function Explanation({ attention }: { attention: PrintAttention }) {
  if (attention.kind === 'refused') {
    return (
      <p className={classes.lead}>
        Refused on {formatShopTime(attention.since)}. It is not sent again until its address is corrected and saved below; the customer has paid and is
        waiting.
      </p>
    );
  }
  return (
    <p className={classes.lead}>
      Sent to print on {formatShopTime(attention.since)} and still not at Printify more than an hour later. The shop keeps trying; correct the address if
      it is wrong, or send it again as it is.
    </p>
  );
}

export function PrintAttentionPanel({ order, attention }: { order: AdminOrderDetail; attention: PrintAttention }) {
  const utils = trpc.useUtils();
  const { country, ...initial } = attention.shipping;
  const form = useForm<Record<Field, string>>({ initialValues: initial, validate: (values) => validate({ ...values, country }) });
  const fix = trpc.admin.orders.fixShipping.useMutation({
    onSuccess: (done) => notify.success('Sent to Printify Again', `Order ${done.orderNumber} is queued for Printify with the corrected address.`),
    onError: (error) => notify.error('Not Sent', errorMessage(error)),
    onSettled: () => Promise.all([utils.admin.orders.detail.invalidate({ orderNumber: order.orderNumber }), utils.admin.orders.list.invalidate()]),
  });

  return (
    <section className={classes.panel} aria-labelledby="print-attention-title">
      <header className={classes.head}>
        <IconAlertTriangle className={classes.icon} size={20} stroke={1.6} aria-hidden="true" />
        <div>
          <h3 id="print-attention-title" className={classes.title}>
            {attention.kind === 'refused' ? 'Printify refused this order' : 'This order has not reached Printify'}
          </h3>
          <Explanation attention={attention} />
        </div>
      </header>
      {attention.reason && (
        <figure className={classes.reason}>
          <figcaption className={classes.reasonLabel}>{attention.kind === 'refused' ? 'Printify’s reason' : 'Last try'}</figcaption>
          <blockquote className={classes.reasonText}>{attention.reason}</blockquote>
        </figure>
      )}
      <form
        className={classes.form}
        aria-label="Correct the shipping address"
        onSubmit={form.onSubmit((values) => fix.mutate({ orderNumber: order.orderNumber, country, ...values }))}
      >
        <h4 className={classes.formTitle}>Shipping address for Printify</h4>
        <div className={classes.fields}>
          {FIELDS.map(({ name, label, hint, wide }) => (
            <TextInput
              key={name}
              className={wide ? classes.wide : undefined}
              label={label}
              description={hint}
              inputWrapperOrder={AFTER_INPUT}
              // The customer's address, not the staff member's own.
              autoComplete="off"
              {...form.getInputProps(name)}
            />
          ))}
          <TextInput label="Country" value={countryTerms(country)?.name ?? country} readOnly description="As paid for: it cannot change" inputWrapperOrder={AFTER_INPUT} />
        </div>
        <div className={classes.submitRow}>
          <Button type="submit" color="bronze" leftSection={<IconSend size={16} stroke={1.5} />} loading={fix.isPending}>
            Save and send to Printify
          </Button>
          <p className={classes.note}>Recorded in the audit trail with the address before and after.</p>
        </div>
      </form>
    </section>
  );
}
