import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconMailOff } from '@tabler/icons-react';
import { Link, useParams } from 'wouter';
import { pathTo } from '../../src/page-routes.ts';
import { FormAlert } from '../components/FormAlert/FormAlert.tsx';
import { NoticePage } from '../components/NoticePage/NoticePage.tsx';
import { trpc } from '../trpc.ts';

/**
 * /unsubscribe/{token}: where a marketing e-mail's visible unsubscribe link leads (issue 39). It asks
 * before it unsubscribes, since mail scanners open links; a mail client's own Unsubscribe button POSTs
 * to /api/unsubscribe/{token} and needs no page.
 */
export function UnsubscribePage() {
  const { t } = useLingui();
  const { token = '' } = useParams<{ token: string }>();
  const unsubscribe = trpc.marketing.unsubscribe.useMutation();
  const done = unsubscribe.isSuccess;
  const shopButton = (
    <Button renderRoot={(props) => <Link href={pathTo('shop')} {...props} />} variant={done ? 'filled' : 'outline'} color={done ? undefined : 'charcoal.8'}>
      <Trans>Back to the shop</Trans>
    </Button>
  );
  return (
    <NoticePage
      mark={<IconMailOff size={44} stroke={1.1} />}
      title={done ? t`You are unsubscribed` : t`Unsubscribe from our e-mails?`}
      actions={
        done ? (
          shopButton
        ) : (
          <>
            <Button loading={unsubscribe.isPending} onClick={() => unsubscribe.mutate({ token })}>
              <Trans>Unsubscribe</Trans>
            </Button>
            {shopButton}
          </>
        )
      }
    >
      {done ? (
        <p>
          <Trans>We will send no more reminders, wishlist alerts or review requests to this address. E-mails about your orders still come.</Trans>
        </p>
      ) : (
        <p>
          <Trans>You will get no more reminders, wishlist alerts or review requests from Canvas & Light. E-mails about your orders, shipping and refunds still come.</Trans>
        </p>
      )}
      {unsubscribe.isError && <FormAlert>{unsubscribe.error.message}</FormAlert>}
    </NoticePage>
  );
}
