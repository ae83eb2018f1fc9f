import { useState } from 'react';
import type { ContactSubmissionView } from '../../../src/contact.ts';
import { CONTACT_STATUSES, type ContactStatus } from '../../../src/statuses.ts';
import { pagedList } from '../../paged-list.ts';
import { notify } from '../../notify.ts';
import { errorMessage, trpc } from '../../trpc.ts';
import { formatShopTime } from '../../../src/shop-time.ts';
import { AdminPanel, FilterSelect } from './AdminList.tsx';
import { PagedList } from './PagedList.tsx';
import { StatusSelect, statusOptions } from './StatusSelect.tsx';
import listClasses from './AdminList.module.css';

/** The Messages tab: what /contact received, newest first, and whether it was handled. */
export function MessagesTab() {
  const utils = trpc.useUtils();
  const [status, setStatus] = useState<ContactStatus | null>(null);
  const filters = { status: status ?? undefined };
  const messages = trpc.admin.contactMessages.list.useInfiniteQuery(filters, pagedList);
  const mark = trpc.admin.contactMessages.setStatus.useMutation({
    onSuccess: (updated) => notify.success('Message Updated', `Marked ${updated.status}.`),
    onError: (error) => notify.error('Update Failed', errorMessage(error)),
    onSettled: () => utils.admin.contactMessages.list.invalidate(),
  });

  return (
    <AdminPanel
      id="messages-title"
      title="Messages"
      lead="Sent through the contact form. Reply by e-mail, then mark the message processed."
      tools={<FilterSelect aria-label="Status" placeholder="Every status" data={statusOptions(CONTACT_STATUSES)} value={status} onChange={setStatus} />}
    >
      <PagedList list={messages} noun={['message', 'messages']} filters={filters} noMatch={`No ${status} messages.`}>
        {(items) =>
          items.map((message: ContactSubmissionView) => (
            <article key={message.id} className={listClasses.card}>
              <header className={listClasses.cardHead}>
                <div>
                  <p className={listClasses.primary}>
                    {message.subject} · {message.name}
                  </p>
                  <p className={listClasses.secondary}>
                    <a href={`mailto:${message.email}`}>{message.email}</a>
                    {message.phone ? ` · ${message.phone}` : ''} · {formatShopTime(message.createdAt)}
                  </p>
                </div>
                <StatusSelect
                  label={`Status of the message from ${message.name}`}
                  statuses={CONTACT_STATUSES}
                  value={message.status}
                  onChange={(next) => mark.mutate({ id: message.id, status: next })}
                />
              </header>
              <p className={listClasses.message}>{message.message}</p>
            </article>
          ))
        }
      </PagedList>
    </AdminPanel>
  );
}
