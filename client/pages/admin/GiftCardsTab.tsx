import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import { Badge, Button, Group, Modal, Table, Textarea, TextInput } from '@mantine/core';
import { IconAdjustments } from '@tabler/icons-react';
import { useState } from 'react';
import type { AdminGiftCard, GiftCardEntryKind } from '../../../src/gift-cards.ts';
import { formatShopDate } from '../../../src/shop-time.ts';
import { formatPrice } from '../../format/price.ts';
import { notify } from '../../notify.ts';
import { pagedList } from '../../paged-list.ts';
import { errorMessage, trpc } from '../../trpc.ts';
import { actionsColumn, AdminPanel, SearchField, useSearchText } from './AdminList.tsx';
import { useConfirm } from './ConfirmDialog.tsx';
import { GiftCardForm } from './GiftCardForm.tsx';
import { PagedTable } from './PagedList.tsx';
import listClasses from './AdminList.module.css';
import formClasses from './admin-form.module.css';
import classes from './GiftCardsTab.module.css';

/** A ledger amount with its sign before the currency: −$20.00. */
const signedPrice = (amount: string) => (amount.startsWith('-') ? `−${formatPrice(amount.slice(1))}` : formatPrice(amount));

const ENTRY_LABELS: Record<GiftCardEntryKind, string> = { issued: 'Issued', spent: 'Spent', refunded: 'Refunded', adjusted: 'Adjusted', voided: 'Voided' };

/** The Gift Cards tab (issue 39): give a card, find one by its last four or recipient, see its ledger, adjust or void it with a reason. */
export function GiftCardsTab() {
  const [text, search, setText] = useSearchText();
  const filters = { search };
  const cards = trpc.admin.giftCards.list.useInfiniteQuery(filters, pagedList);
  const [open, setOpen] = useState<AdminGiftCard | null>(null);

  return (
    <div className={formClasses.split}>
      <GiftCardForm />
      <AdminPanel id="gift-card-list-title" title="Gift cards" tools={<SearchField label="Search last four, e-mail or name" value={text} onChange={setText} />}>
        <PagedTable
          list={cards}
          noun={['gift card', 'gift cards']}
          filters={filters}
          empty="No gift cards yet: they appear here when bought or given."
          minWidth={680}
          columns={['Card', 'Recipient', 'Balance', 'Delivered', actionsColumn()]}
          row={(card) => (
            <Table.Tr key={card.id}>
              <Table.Td>
                <p className={`${listClasses.mono} ${listClasses.primary}`}>{card.last4 ? `•••• ${card.last4}` : 'No code yet'}</p>
                <Group gap={6} className={listClasses.badgeLine}>
                  {card.voidedAt && (
                    <Badge className={listClasses.badge} variant="light" radius="xs" color="red">
                      Void
                    </Badge>
                  )}
                  <Badge className={listClasses.badge} variant="outline" radius="xs" color="charcoal">
                    {card.source === 'order' ? `Order ${card.orderNumber}` : 'Given'}
                  </Badge>
                </Group>
              </Table.Td>
              <Table.Td>
                <p className={listClasses.primary}>{card.recipientName ?? card.recipientEmail}</p>
                {card.recipientName && <p className={listClasses.secondary}>{card.recipientEmail}</p>}
              </Table.Td>
              <Table.Td className={listClasses.nowrap}>
                <p className={listClasses.primary}>{formatPrice(card.balance)}</p>
                <p className={listClasses.secondary}>of {formatPrice(card.initialAmount)}</p>
              </Table.Td>
              <Table.Td className={listClasses.nowrap}>{card.deliveredAt ? formatShopDate(card.deliveredAt) : `Due ${formatShopDate(card.deliverAt)}`}</Table.Td>
              <Table.Td className={listClasses.actionCell}>
                <Button
                  size="xs"
                  variant="subtle"
                  color="charcoal.8"
                  leftSection={<IconAdjustments size={14} stroke={1.5} aria-hidden="true" />}
                  onClick={() => setOpen(card)}
                  aria-label={`Open card ${card.last4 ?? card.id}`}
                >
                  Open
                </Button>
              </Table.Td>
            </Table.Tr>
          )}
        />
      </AdminPanel>
      {open && <CardDialog card={open} onChange={setOpen} onClose={() => setOpen(null)} />}
    </div>
  );
}

/** One card: its ledger, and its two corrections, each with the reason the audit trail keeps. */
function CardDialog({ card, onChange, onClose }: { card: AdminGiftCard; onChange: (card: AdminGiftCard) => void; onClose: () => void }) {
  const utils = trpc.useUtils();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const confirm = useConfirm('Void Card');
  const done = (title: string) => (updated: AdminGiftCard) => {
    notify.success(title, `•••• ${updated.last4 ?? updated.id} now holds ${formatPrice(updated.balance)}.`);
    setAmount('');
    setReason('');
    onChange(updated);
    void utils.admin.giftCards.list.invalidate();
  };
  const adjust = trpc.admin.giftCards.adjust.useMutation({ onSuccess: done('Balance Adjusted'), onError: (error) => notify.error('Not Adjusted', errorMessage(error)) });
  const voiding = trpc.admin.giftCards.void.useMutation({ onSuccess: done('Card Voided'), onError: (error) => notify.error('Not Voided', errorMessage(error)) });

  return (
    <Modal opened onClose={onClose} title={`Gift card ${card.last4 ? `•••• ${card.last4}` : `#${card.id}`} · ${formatPrice(card.balance)}`} closeButtonProps={{ 'aria-label': 'Close' }} centered size="lg">
      <Table className={classes.ledger} aria-label="History">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Day</Table.Th>
            <Table.Th>Entry</Table.Th>
            <Table.Th className={classes.figure}>Amount</Table.Th>
            <Table.Th className={classes.figure}>Balance</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {card.entries.map((entry, index) => (
            <Table.Tr key={index}>
              <Table.Td className={listClasses.nowrap}>{formatShopDate(entry.createdAt)}</Table.Td>
              <Table.Td>
                <p className={listClasses.primary}>
                  {ENTRY_LABELS[entry.kind]}
                  {entry.orderNumber && ` · ${entry.orderNumber}`}
                </p>
                {(entry.note || entry.actorEmail) && <p className={listClasses.secondary}>{[entry.note, entry.actorEmail].filter(Boolean).join(' · ')}</p>}
              </Table.Td>
              <Table.Td className={classes.figure}>{signedPrice(entry.amount)}</Table.Td>
              <Table.Td className={classes.figure}>{formatPrice(entry.balanceAfter)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {card.voidedAt ? (
        <p className={listClasses.lead}>Voided on {formatShopDate(card.voidedAt)}: its balance can no longer change.</p>
      ) : (
        <form
          className={formClasses.form}
          data-in-dialog
          onSubmit={(event) => {
            event.preventDefault();
            adjust.mutate({ id: card.id, amount, reason });
          }}
        >
          <TextInput label="Adjust by ($)" description="-10 takes off, 10 adds" inputMode="decimal" value={amount} onChange={(event) => setAmount(event.currentTarget.value)} />
          <Textarea label="Reason" description="Kept in the card's history and the audit trail." rows={2} value={reason} onChange={(event) => setReason(event.currentTarget.value)} />
          <Group justify="space-between">
            <Button
              variant="subtle"
              color="red"
              loading={voiding.isPending}
              onClick={() => confirm.ask(`Void this card? Its ${formatPrice(card.balance)} can never be spent again.`, () => voiding.mutate({ id: card.id, reason }))}
            >
              Void Card
            </Button>
            <Button type="submit" loading={adjust.isPending}>
              Adjust Balance
            </Button>
          </Group>
        </form>
      )}
      {confirm.dialog}
    </Modal>
  );
}
