import '@mantine/core/styles/Rating.layer.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Rating, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import type { OrderItemView } from '../../../src/orders.ts';
import { MAX_REVIEW_PHOTOS, MAX_REVIEW_TEXT, MAX_REVIEW_TITLE, ReviewFormFields, type ReviewReceipt } from '../../../src/reviews.ts';
import { errorsSaid } from '../../format/form-errors.ts';
import { useSchemaMessage } from '../../format/schema-message.ts';
import { useLocale } from '../../locale.tsx';
import { notify } from '../../notify.ts';
import { sendPhotoForm } from '../../trpc.ts';
import { checkoutFieldClasses } from '../CheckoutSection/CheckoutSection.tsx';
import { ReturnPhotoDrop } from '../ReturnPhotoDrop/ReturnPhotoDrop.tsx';
import classes from './ReviewForm.module.css';
import { OrderItemHeader } from '../ReturnRequestForm/ReturnRequestForm.tsx';

type ReviewValues = { rating: number; title: string; text: string; photos: File[] };

/** The server parses the same fields with the same schema; photos it checks itself (the drop zone holds at most three). */
const validateFields = zod4Resolver(ReviewFormFields, { errorPriority: 'first' });

interface ReviewFormProps {
  orderNumber: string;
  email: string;
  item: OrderItemView;
  onCancel: () => void;
  onSubmitted: (receipt: ReviewReceipt) => void;
}

/** /review's form for one delivered print: stars, a title, a few words and up to three photos (issue 39). */
export function ReviewForm({ orderNumber, email, item, onCancel, onSubmitted }: ReviewFormProps) {
  const { t } = useLingui();
  const say = useSchemaMessage();
  const locale = useLocale();
  const form = useForm<ReviewValues>({
    initialValues: { rating: 0, title: '', text: '', photos: [] },
    validate: (values) => errorsSaid(validateFields(values), say),
  });
  const send = useMutation({ mutationFn: (body: FormData) => sendPhotoForm<ReviewReceipt>('/api/reviews', body, locale) });

  const submit = form.onSubmit(async (values) => {
    const body = new FormData();
    body.append('orderNumber', orderNumber);
    body.append('email', email);
    body.append('orderItemId', String(item.id));
    body.append('rating', String(values.rating));
    body.append('title', values.title);
    body.append('text', values.text);
    for (const photo of values.photos) body.append('photos', photo, photo.name);
    try {
      onSubmitted(await send.mutateAsync(body));
    } catch (error) {
      // The server's word when it answered (said in the page's language there); else the connection failed.
      notify.error(t`Review Not Sent`, error instanceof Error && error.message ? error.message : t`Your review could not be sent. Please try again.`);
    }
  });

  const busy = send.isPending;
  const stars = form.values.rating;
  return (
    <form className={classes.form} onSubmit={submit} noValidate aria-busy={busy} aria-labelledby="review-form-title">
      <h2 id="review-form-title" className={classes.title}>
        <Trans>Your Review</Trans>
      </h2>
      <OrderItemHeader item={item} meta={[item.size, t`Order ${orderNumber}`]} />

      <div className={classes.rating} role="group" aria-labelledby="review-rating-label">
        <p className={classes.label} id="review-rating-label">
          <Trans>Your rating</Trans>
        </p>
        <Rating
          size="xl"
          color="bronze"
          value={stars}
          onChange={(value) => form.setFieldValue('rating', value)}
          readOnly={busy}
          getSymbolLabel={(rating) => t`${rating} of 5 stars`}
        />
        {typeof form.errors.rating === 'string' && <p className={classes.error}>{form.errors.rating}</p>}
      </div>

      <TextInput
        label={t`Title`}
        placeholder={t`What stood out, in a few words`}
        maxLength={MAX_REVIEW_TITLE}
        disabled={busy}
        classNames={checkoutFieldClasses}
        {...form.getInputProps('title')}
      />

      <Textarea
        label={t`Your review`}
        description={`${form.values.text.length}/${MAX_REVIEW_TEXT}`}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        placeholder={t`How the print looks on your wall, the colours, the canvas, the packaging`}
        rows={6}
        maxLength={MAX_REVIEW_TEXT}
        disabled={busy}
        classNames={{ ...checkoutFieldClasses, input: classes.text, description: classes.counter }}
        {...form.getInputProps('text')}
      />

      <ReturnPhotoDrop
        photos={form.values.photos}
        onChange={(photos) => form.setFieldValue('photos', photos)}
        disabled={busy}
        max={MAX_REVIEW_PHOTOS}
        label={
          <Trans>
            Photos <span className={classes.optional}>(optional)</span>
          </Trans>
        }
        hint={<Trans>JPG, PNG, GIF or HEIC, at most {MAX_REVIEW_PHOTOS}. Show the print where it hangs; photos are shown with your review.</Trans>}
      />

      <p className={classes.note}>
        <Trans>Your review shows with your first name and initial and the words “Verified buyer” once we have read it.</Trans>
      </p>

      <div className={classes.actions}>
        <Button type="submit" size="lg" color="charcoal.8" disabled={busy} className={classes.submit}>
          {busy ? t`Sending...` : t`Send Review`}
        </Button>
        <Button type="button" size="lg" variant="subtle" color="charcoal.8" disabled={busy} onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
