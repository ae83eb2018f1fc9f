import { Trans, useLingui } from '@lingui/react/macro';
import { Container } from '@mantine/core';
import { useState } from 'react';
import type { OrderItemView } from '../../src/orders.ts';
import type { ReturnLookupAnswer } from '../../src/returns.ts';
import { FindOrderForm, LookUpAgainButton } from '../components/FindOrderForm/FindOrderForm.tsx';
import { PageHeader } from '../components/PageHeader/PageHeader.tsx';
import { ReturnOrder } from '../components/ReturnOrder/ReturnOrder.tsx';
import { ReturnPolicyNote } from '../components/ReturnPolicyNote/ReturnPolicyNote.tsx';
import { ReturnRequestForm } from '../components/ReturnRequestForm/ReturnRequestForm.tsx';
import { ReturnSteps } from '../components/ReturnSteps/ReturnSteps.tsx';
import { usePageTitle } from '../hooks/usePageTitle.ts';
import classes from './ReturnsPage.module.css';
import { PAGES } from '../../src/page-routes.ts';

interface Found {
  order: ReturnLookupAnswer;
  /** As typed: the request names the order by the same number and e-mail. */
  email: string;
}

/**
 * /returns (spec section 2, states of section 4): find the order, choose an item, send the request
 * with photos. Look Up Different Order starts over.
 */
export function ReturnsPage() {
  const { t, i18n } = useLingui();
  const title = i18n._(PAGES.returns.name);
  usePageTitle(title);
  const [found, setFound] = useState<Found | null>(null);
  const [item, setItem] = useState<OrderItemView | null>(null);
  const [requested, setRequested] = useState<ReadonlyMap<number, number>>(new Map());

  function startOver() {
    setFound(null);
    setItem(null);
    setRequested(new Map());
  }

  return (
    <>
      <PageHeader eyebrow={t`Customer care`} title={title}>
        <p>
          <Trans>Not quite right? Find your order, choose the print and send us a few photos. We reply with return instructions within 24 hours.</Trans>
        </p>
      </PageHeader>
      <Container size="lg" className={classes.page}>
        <ReturnSteps current={!found ? 1 : item ? 3 : 2} />
        <div className={classes.layout}>
          <div className={classes.main}>
            {!found ? (
              <FindOrderForm onFound={(order, email) => setFound({ order, email })} />
            ) : item ? (
              <ReturnRequestForm
                orderNumber={found.order.orderNumber}
                email={found.email}
                item={item}
                onCancel={() => setItem(null)}
                onSubmitted={(answer) => {
                  setRequested((current) => new Map(current).set(item.id, answer.id));
                  setItem(null);
                }}
              />
            ) : (
              <ReturnOrder order={found.order} requested={requested} onReturn={setItem} />
            )}
            {found && <LookUpAgainButton onClick={startOver} />}
          </div>
          <ReturnPolicyNote />
        </div>
      </Container>
    </>
  );
}
