import '@mantine/core/styles/Modal.layer.css';
import { Modal } from '@mantine/core';
import { useState } from 'react';
import { RETURN_REASONS, type AdminReturn } from '../../../src/returns.ts';
import { RETURN_STATUSES } from '../../../src/statuses.ts';
import { pagedList } from '../../paged-list.ts';
import { notify } from '../../notify.ts';
import { errorMessage, trpc } from '../../trpc.ts';
import { formatShopTime } from '../../../src/shop-time.ts';
import { PagedBlock, AdminPanel } from './AdminList.tsx';
import { StatusSelect } from './StatusSelect.tsx';
import { TierBadge } from './TierBadge.tsx';
import listClasses from './AdminList.module.css';
import classes from './ReturnsTab.module.css';

const REASON_LABELS = Object.fromEntries(RETURN_REASONS.map((reason) => [reason.value, reason.label]));

/** The Returns tab: return requests newest first, their photos, and the admin's decision. */
export function ReturnsTab() {
  const utils = trpc.useUtils();
  const requests = trpc.admin.returns.list.useInfiniteQuery({}, pagedList);
  const [enlarged, setEnlarged] = useState<{ url: string; label: string } | null>(null);
  const setStatus = trpc.admin.returns.setStatus.useMutation({
    onSuccess: (updated) => notify.success('Return Updated', `The return of ${updated.orderNumber} is ${updated.status}.`),
    onError: (error) => notify.error('Update Failed', errorMessage(error)),
    onSettled: () => utils.admin.returns.list.invalidate(),
  });

  return (
    <AdminPanel
      id="returns-title"
      title="Return requests"
      lead="Newest first. Open a photo to see it full size; the customer hears from support about the decision."
    >
      <PagedBlock list={requests} what="return requests" empty="No return requests yet.">
        {(items) =>
          items.map((request: AdminReturn) => (
            <article key={request.id} className={listClasses.card}>
              <header className={listClasses.cardHead}>
                <div>
                  <p className={`${listClasses.mono} ${listClasses.primary}`}>{request.orderNumber}</p>
                  <p className={listClasses.secondary}>{formatShopTime(request.createdAt)}</p>
                </div>
                <StatusSelect
                  label={`Status of the return of ${request.orderNumber}`}
                  statuses={RETURN_STATUSES}
                  value={request.status}
                  onChange={(status) => setStatus.mutate({ id: request.id, status })}
                />
              </header>
              <div className={classes.cardBody}>
                <div>
                  <p className={listClasses.label}>Customer</p>
                  <p className={listClasses.primary}>{request.customerEmail}</p>
                  {request.customerPremiumStatus && request.customerPremiumStatus !== 'none' && (
                    <div className={listClasses.badgeLine}>
                      <TierBadge tier={request.customerPremiumStatus} />
                    </div>
                  )}
                  {request.customerVipNotes && <p className={classes.vipNotes}>VIP notes: {request.customerVipNotes}</p>}
                </div>
                <div>
                  <p className={listClasses.label}>Item</p>
                  <p className={listClasses.primary}>{request.item.productTitle}</p>
                  <p className={listClasses.secondary}>
                    {request.item.size ? `${request.item.size} canvas · ` : ''}quantity {request.item.quantity}
                  </p>
                </div>
                <div>
                  <p className={listClasses.label}>Reason</p>
                  <p className={listClasses.primary}>{REASON_LABELS[request.reason] ?? request.reason}</p>
                  {request.comments && <p className={listClasses.quote}>{request.comments}</p>}
                </div>
              </div>
              <div className={classes.photos}>
                {request.photos.map((photo, index) => (
                  <button
                    key={photo.id}
                    type="button"
                    className={classes.photo}
                    onClick={() => setEnlarged({ url: photo.url, label: `Photo ${index + 1} of the return of ${request.orderNumber}` })}
                    aria-label={`Enlarge photo ${index + 1} of ${request.photos.length}`}
                  >
                    <img src={photo.previewUrl} alt="" loading="lazy" width={96} height={96} />
                  </button>
                ))}
              </div>
            </article>
          ))
        }
      </PagedBlock>
      <Modal opened={enlarged !== null} onClose={() => setEnlarged(null)} title={enlarged?.label} centered size="xl">
        {enlarged && <img src={enlarged.url} alt={enlarged.label} className={classes.enlarged} />}
      </Modal>
    </AdminPanel>
  );
}
