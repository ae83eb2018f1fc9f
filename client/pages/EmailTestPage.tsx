import { Button, Select, TextInput } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useState } from 'react';
import type { TestEmailReceipt, TestEmailType } from '../../src/admin.ts';
import { AdminShell } from '../components/AdminShell/AdminShell.tsx';
import { notify } from '../notify.ts';
import { errorMessage, httpStatusOf, trpc } from '../trpc.ts';
import listClasses from './admin/AdminList.module.css';
import formClasses from './admin/admin-form.module.css';
import classes from './EmailTestPage.module.css';
import { pathTo } from '../../src/page-routes.ts';

const TYPES: { value: TestEmailType; label: string }[] = [
  { value: 'order', label: 'Order Confirmation' },
  { value: 'shipping', label: 'Shipping Notification' },
];

type Result = { ok: true; receipt: TestEmailReceipt } | { ok: false; message: string };

/** /email-test (spec sections 2, 6 and 8): sends one of the shop's real e-mails, with a sample order, to any address. */
export function EmailTestPage() {
  const [email, setEmail] = useState('');
  const [type, setType] = useState<TestEmailType>('order');
  const [result, setResult] = useState<Result | null>(null);
  const send = trpc.admin.testEmail.useMutation({
    onSuccess: (receipt) => setResult({ ok: true, receipt }),
    onError(error) {
      // The server's word when it answered, else spec section 8's fallback.
      const message = httpStatusOf(error) ? errorMessage(error) : 'Failed to send email';
      notify.error('Email failed', message);
      setResult({ ok: false, message });
    },
  });

  return (
    <AdminShell
      title="E-mail Test"
      lead="Send the shop's real e-mails, filled with a sample order"
      back={{ href: pathTo('admin'), label: 'Admin dashboard' }}
    >
      <div className={classes.narrow}>
        <section className={formClasses.formCard} aria-labelledby="email-test-title">
          <h2 id="email-test-title" className={listClasses.title}>
            Send a test e-mail
          </h2>
          <p className={listClasses.lead}>The message goes out through the shop&rsquo;s mail server with [Test] before its subject.</p>
          <form
            className={formClasses.form}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              // Spec section 5: the address must contain an @ before anything is sent.
              if (!email.includes('@')) {
                notify.error('Invalid email', 'Please enter a valid email address');
                return;
              }
              setResult(null);
              send.mutate({ email, type });
            }}
          >
            <TextInput
              label="E-mail address"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
            />
            <Select
              label="E-mail type"
              data={TYPES}
              value={type}
              onChange={(value) => value && setType(value as TestEmailType)}
              allowDeselect={false}
              comboboxProps={{ shadow: 'md' }}
            />
            <Button type="submit" loading={send.isPending} className={formClasses.submit}>
              Send Test Email
            </Button>
          </form>
        </section>
        {result && (
          <section className={classes.result} data-ok={result.ok} aria-live="polite" aria-label="Result">
            {result.ok ? (
              <>
                <IconCircleCheck size={24} stroke={1.5} aria-hidden="true" className={classes.resultIcon} />
                <div>
                  <h3 className={classes.resultTitle}>{result.receipt.message}</h3>
                  <dl className={classes.resultFacts}>
                    <div>
                      <dt>To</dt>
                      <dd>{result.receipt.to}</dd>
                    </div>
                    <div>
                      <dt>Template</dt>
                      <dd>{TYPES.find((option) => option.value === result.receipt.type)?.label}</dd>
                    </div>
                    <div>
                      <dt>Subject</dt>
                      <dd>{result.receipt.subject}</dd>
                    </div>
                  </dl>
                </div>
              </>
            ) : (
              <>
                <IconCircleX size={24} stroke={1.5} aria-hidden="true" className={classes.resultIcon} />
                <div>
                  <h3 className={classes.resultTitle}>The e-mail was not sent</h3>
                  <p className={listClasses.secondary}>{result.message}</p>
                </div>
              </>
            )}
          </section>
        )}
      </div>
    </AdminShell>
  );
}
