import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Select, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import type { OrderItemView } from '../../../src/orders.ts';
import { MAX_RETURN_COMMENTS, PHOTO_REQUIRED_MESSAGE, RETURN_REASONS, ReturnFormFields, type ReturnRequestAnswer } from '../../../src/returns.ts';
import { errorsSaid } from '../../format/form-errors.ts';
import { useSchemaMessage } from '../../format/schema-message.ts';
import { formatPrice } from '../../format/price.ts';
import { useLocale } from '../../locale.tsx';
import { notify } from '../../notify.ts';
import { sendPhotoForm } from '../../trpc.ts';
import { checkoutFieldClasses } from '../CheckoutSection/CheckoutSection.tsx';
import { ReturnPhotoDrop } from '../ReturnPhotoDrop/ReturnPhotoDrop.tsx';
import classes from './ReturnRequestForm.module.css';

type ReturnValues = {
  reason: string;
  comments: string;
  photos: File[];
};

/** The server parses the same fields with the same schema; photos it checks itself, so here only their count. */
const validateFields = zod4Resolver(ReturnFormFields, { errorPriority: 'first' });
const validateReturn = (values: ReturnValues) => ({
  ...validateFields(values),
  ...(values.photos.length === 0 ? { photos: PHOTO_REQUIRED_MESSAGE } : {}),
});

interface ReturnRequestFormProps {
  orderNumber: string;
  email: string;
  item: OrderItemView;
  onCancel: () => void;
  onSubmitted: (answer: ReturnRequestAnswer) => void;
}

/** Step 3 of /returns: why the item goes back, photos of it and optional comments (spec sections 2, 5, 8). */
export function ReturnRequestForm({ orderNumber, email, item, onCancel, onSubmitted }: ReturnRequestFormProps) {
  const { t, i18n } = useLingui();
  const say = useSchemaMessage();
  const locale = useLocale();
  const form = useForm<ReturnValues>({
    initialValues: { reason: '', comments: '', photos: [] },
    validate: (values) => errorsSaid(validateReturn(values), say),
  });
  const send = useMutation({ mutationFn: (body: FormData) => sendPhotoForm<ReturnRequestAnswer>('/api/returns/request', body, locale) });

  const submit = form.onSubmit(async (values) => {
    const body = new FormData();
    body.append('orderNumber', orderNumber);
    body.append('customerEmail', email);
    body.append('orderItemId', String(item.id));
    body.append('reason', values.reason);
    if (values.comments.trim()) body.append('comments', values.comments);
    for (const photo of values.photos) body.append('photos', photo, photo.name);
    try {
      const answer = await send.mutateAsync(body);
      notify.success(t`Return Request Submitted`, t`We will e-mail you return instructions within 24 hours.`);
      onSubmitted(answer);
    } catch (error) {
      // The server's word when it answered (said in the page's language there); else the connection failed.
      notify.error(t`Return Request Failed`, error instanceof Error && error.message ? error.message : t`Failed to submit return request`);
    }
  });

  const busy = send.isPending;
  const { quantity } = item;
  const meta = [item.size, t`Qty ${quantity}`, formatPrice(item.price, locale), t`Order ${orderNumber}`];
  return (
    <form className={classes.form} onSubmit={submit} noValidate aria-busy={busy} aria-labelledby="return-form-title">
      <h2 id="return-form-title" className={classes.title}>
        <Trans>Return Request</Trans>
      </h2>
      <OrderItemHeader item={item} meta={meta} />

      <Select
        label={t`Reason for return`}
        placeholder={t`Choose a reason`}
        data={RETURN_REASONS.map(({ value, label }) => ({ value, label: i18n._(label) }))}
        allowDeselect={false}
        disabled={busy}
        comboboxProps={{ shadow: 'md' }}
        classNames={checkoutFieldClasses}
        {...form.getInputProps('reason')}
      />

      <ReturnPhotoDrop
        photos={form.values.photos}
        onChange={(photos) => form.setFieldValue('photos', photos)}
        error={typeof form.errors.photos === 'string' ? form.errors.photos : null}
        disabled={busy}
      />

      <Textarea
        label={
          <Trans>
            Comments <span className={classes.optional}>(optional)</span>
          </Trans>
        }
        description={`${form.values.comments.length}/${MAX_RETURN_COMMENTS}`}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        placeholder={t`Anything that helps us understand what happened`}
        rows={5}
        maxLength={MAX_RETURN_COMMENTS}
        disabled={busy}
        classNames={{ ...checkoutFieldClasses, input: classes.comments, description: classes.counter }}
        {...form.getInputProps('comments')}
      />

      <div className={classes.actions}>
        <Button type="submit" size="lg" color="charcoal.8" disabled={busy} className={classes.submit}>
          {busy ? t`Submitting...` : t`Submit Return Request`}
        </Button>
        <Button type="button" size="lg" variant="subtle" color="charcoal.8" disabled={busy} onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}

/** The print a form is about (a return, a review): its picture, title and the facts given, joined. */
export function OrderItemHeader({ item, meta }: { item: OrderItemView; meta: readonly (string | null)[] }) {
  return (
    <div className={classes.item}>
      <span className={classes.thumb} aria-hidden="true">
        {item.product.imageUrl && <img src={item.product.imageUrl} alt="" width={96} height={120} />}
      </span>
      <div>
        <p className={classes.itemTitle}>{item.product.title}</p>
        <p className={classes.itemMeta}>{meta.filter(Boolean).join(' · ')}</p>
      </div>
    </div>
  );
}
