import { Button, CopyButton, Group, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { GIFT_CARD_MESSAGE_MAX, IssueGiftCardInput, type IssuedGiftCard } from '../../../src/gift-cards.ts';
import { notify } from '../../notify.ts';
import { errorMessage, trpc } from '../../trpc.ts';
import listClasses from './AdminList.module.css';
import formClasses from './admin-form.module.css';
import classes from './GiftCardsTab.module.css';

const EMPTY = { amount: '', recipientEmail: '', recipientName: '', message: '' };
const check = zod4Resolver(IssueGiftCardInput, { errorPriority: 'first' });

/**
 * A card the shop gives (a goodwill gesture, a prize): sent to its recipient at once. Its code is shown
 * here this once, to read out or copy; the list never shows it again.
 */
export function GiftCardForm() {
  const utils = trpc.useUtils();
  const form = useForm({ initialValues: EMPTY, validate: (values) => check({ ...values }) });
  const [issued, setIssued] = useState<IssuedGiftCard | null>(null);
  const issue = trpc.admin.giftCards.issue.useMutation({
    onSuccess(card) {
      setIssued(card);
      notify.success('Gift Card Sent', `${card.recipientEmail} has its code by e-mail.`);
      form.setValues(EMPTY);
      void utils.admin.giftCards.list.invalidate();
    },
    onError: (error) => notify.error('Not Sent', errorMessage(error)),
  });

  return (
    <section className={formClasses.formCard} aria-labelledby="gift-card-form-title">
      <h2 id="gift-card-form-title" className={listClasses.title}>
        Give a gift card
      </h2>
      <p className={listClasses.lead}>From $25 to $2,000. The recipient gets its code by e-mail now; it never expires.</p>
      {issued && (
        <div className={classes.issued} role="status">
          <p className={classes.issuedLabel}>Code for {issued.recipientEmail}: shown this once</p>
          <Group gap="sm">
            <code className={classes.issuedCode}>{issued.code}</code>
            <CopyButton value={issued.code}>
              {({ copied, copy }) => (
                <Button size="xs" variant="outline" color="charcoal.8" onClick={copy}>
                  {copied ? 'Copied' : 'Copy'}
                </Button>
              )}
            </CopyButton>
          </Group>
        </div>
      )}
      <form className={formClasses.form} noValidate onSubmit={form.onSubmit((values) => issue.mutate(values))}>
        <TextInput label="Amount ($)" inputMode="decimal" placeholder="100" {...form.getInputProps('amount')} />
        <TextInput label="Recipient e-mail" type="email" {...form.getInputProps('recipientEmail')} />
        <TextInput label="Recipient name (optional)" {...form.getInputProps('recipientName')} />
        <Textarea
          label="Message (optional)"
          description={`Sent with the card, at most ${GIFT_CARD_MESSAGE_MAX} characters.`}
          rows={2}
          {...form.getInputProps('message')}
        />
        <Button type="submit" className={formClasses.submit} loading={issue.isPending}>
          Send Gift Card
        </Button>
      </form>
    </section>
  );
}
