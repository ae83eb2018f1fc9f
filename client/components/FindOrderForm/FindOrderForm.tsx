import { Trans, useLingui } from '@lingui/react/macro';
import { Button, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconRefresh, IconSearch } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { ReturnLookupInput, type ReturnLookupAnswer } from '../../../src/returns.ts';
import { errorsSaid } from '../../format/form-errors.ts';
import { useSchemaMessage } from '../../format/schema-message.ts';
import { notify } from '../../notify.ts';
import { errorMessage, trpc } from '../../trpc.ts';
import { checkoutFieldClasses } from '../CheckoutSection/CheckoutSection.tsx';
import classes from './FindOrderForm.module.css';

/** The server parses the lookup with the same schema: its messages are the ones under the fields (spec section 5). */
const validateLookup = zod4Resolver(ReturnLookupInput, { errorPriority: 'first' });

interface FindOrderFormProps {
  onFound: (order: ReturnLookupAnswer, email: string) => void;
  /** What a link filled in (the review request e-mail's). */
  initial?: { email: string; orderNumber: string };
  /** What the toast says once found: by default the returns page's next step. */
  next?: string;
}

/** Step 1 of /returns and of /review: the e-mail used at checkout and the order number from the confirmation. */
export function FindOrderForm({ onFound, initial, next }: FindOrderFormProps) {
  const { t } = useLingui();
  const say = useSchemaMessage();
  const form = useForm({
    mode: 'controlled',
    initialValues: initial ?? { email: '', orderNumber: '' },
    validate: (values) => errorsSaid(validateLookup(values), say),
    validateInputOnChange: false,
  });
  const lookup = trpc.returns.lookup.useMutation();

  const submit = form.onSubmit(async (values) => {
    try {
      const order = await lookup.mutateAsync(values);
      notify.success(t`Order Found`, next ?? t`Select the item you would like to return.`);
      onFound(order, values.email.trim());
    } catch (error) {
      notify.error(t`Order Not Found`, errorMessage(error));
    }
  });

  return (
    <form className={classes.form} onSubmit={submit} noValidate aria-labelledby="find-order-title">
      <h2 id="find-order-title" className={classes.title}>
        <Trans>Find Your Order</Trans>
      </h2>
      <p className={classes.lead}>
        <Trans>Enter the e-mail address you used at checkout and the order number from your confirmation e-mail.</Trans>
      </p>
      <div className={classes.fields}>
        <TextInput
          label={t`Email address`}
          type="email"
          autoComplete="email"
          placeholder={t`you@example.com`}
          classNames={checkoutFieldClasses}
          {...form.getInputProps('email')}
        />
        <TextInput
          label={t`Order number`}
          autoComplete="off"
          placeholder="CL-20261124-7K3M9Q"
          classNames={checkoutFieldClasses}
          {...form.getInputProps('orderNumber')}
        />
      </div>
      <Button
        type="submit"
        size="lg"
        color="charcoal.8"
        className={classes.submit}
        disabled={lookup.isPending}
        leftSection={<IconSearch size={17} stroke={1.5} aria-hidden="true" />}
      >
        {lookup.isPending ? t`Searching...` : t`Find My Order`}
      </Button>
    </form>
  );
}

/** Under a found order (/returns, /review): back to the lookup for another order. */
export function LookUpAgainButton({ onClick }: { onClick: () => void }) {
  return (
    <Button
      variant="subtle"
      color="charcoal.8"
      className={classes.again}
      onClick={onClick}
      leftSection={<IconRefresh size={16} stroke={1.5} aria-hidden="true" />}
    >
      <Trans>Look Up Different Order</Trans>
    </Button>
  );
}
