import '@mantine/core/styles/Badge.layer.css';
import { Badge, Button, Table, TextInput } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, AUDIT_TARGET_TYPES, type AuditAction, type AuditEntry, type AuditTargetType } from '../../../src/audit.ts';
import { formatShopTime } from '../../../src/shop-time.ts';
import { changesOf } from '../../format/audit-change.ts';
import { pagedList } from '../../paged-list.ts';
import { trpc } from '../../trpc.ts';
import { actionsColumn, AdminPanel, ExportCsvButton, FilterBar, FilterSelect, SearchField, useSearchText } from './AdminList.tsx';
import { PagedTable } from './PagedList.tsx';
import adminClasses from './AdminList.module.css';
import classes from './AuditTab.module.css';

const TARGET_LABELS: Record<AuditTargetType, string> = {
  customer: 'Customer',
  premium_tier: 'Premium tier',
  whitelist_entry: 'Whitelist entry',
  coupon: 'Coupon',
  gift_card: 'Gift card',
  order: 'Order',
  return_request: 'Return request',
  review: 'Review',
  contact_message: 'Message',
  catalogue: 'Catalogue',
  product: 'Print',
  category: 'Category',
  printify_product: 'Printify product',
  email: 'E-mail address',
};

const ACTION_OPTIONS = AUDIT_ACTIONS.map((action) => ({ value: action, label: AUDIT_ACTION_LABELS[action] }));
const TARGET_OPTIONS = AUDIT_TARGET_TYPES.map((type) => ({ value: type, label: TARGET_LABELS[type] }));


/** `field: old → new` for each field the action changed, at most `limit` of them. */
function ChangeSummary({ entry, limit = 3 }: { entry: AuditEntry; limit?: number }) {
  const changes = changesOf(entry.before, entry.after);
  if (changes.length === 0) return <span className={adminClasses.secondary}>No fields</span>;
  return (
    <ul className={classes.changes}>
      {changes.slice(0, limit).map(({ field, from, to }) => (
        <li key={field}>
          <span className={classes.field}>{field}</span>{' '}
          {from !== null && <span className={classes.was}>{from}</span>}
          {from !== null && to !== null && <span aria-label="became"> → </span>}
          {to !== null && <span className={classes.is}>{to}</span>}
        </li>
      ))}
      {changes.length > limit && <li className={adminClasses.secondary}>and {changes.length - limit} more</li>}
    </ul>
  );
}

/** The whole record of one row: the target as it was and as it became. */
function AuditDetail({ entry }: { entry: AuditEntry }) {
  return (
    <div className={classes.detail}>
      {(['before', 'after'] as const).map((side) => (
        <section key={side} className={classes.side} aria-label={side === 'before' ? 'Before' : 'After'}>
          <h3 className={adminClasses.label}>{side === 'before' ? 'Before' : 'After'}</h3>
          <pre className={classes.json}>{entry[side] === null ? 'Nothing' : JSON.stringify(entry[side], null, 2)}</pre>
        </section>
      ))}
    </div>
  );
}

/**
 * The Audit tab (admins): every change made in the back office, newest first, with who made it and
 * the target before and after; filtered by staff e-mail, action and target, and exported as CSV.
 */
export function AuditTab() {
  const [text, actor, setText] = useSearchText();
  const [action, setAction] = useState<AuditAction | null>(null);
  const [targetType, setTargetType] = useState<AuditTargetType | null>(null);
  const [targetId, setTargetId] = useState('');
  const [open, setOpen] = useState<number | null>(null);
  const id = targetId.trim();
  const filters = {
    actor,
    action: action ?? undefined,
    target: targetType ? (id ? `${targetType}:${id}` : targetType) : undefined,
  };
  const rows = trpc.admin.audit.list.useInfiniteQuery(filters, pagedList);

  return (
    <AdminPanel
      id="audit-title"
      title="Audit"
      lead="Every change made in the back office, newest first: who made it, when, and the target before and after. Rows are never changed or removed."
      tools={<SearchField label="Search staff e-mail" value={text} onChange={setText} />}
    >
      <FilterBar>
        <FilterSelect className={classes.action} label="Action" placeholder="Every action" data={ACTION_OPTIONS} value={action} onChange={setAction} searchable />
        <FilterSelect label="Target" placeholder="Every kind" data={TARGET_OPTIONS} value={targetType} onChange={setTargetType} />
        <TextInput
          className={classes.targetId}
          label="Target id"
          placeholder={targetType === 'order' ? 'CL-…' : 'Any'}
          disabled={!targetType}
          maxLength={100}
          value={targetId}
          onChange={(event) => setTargetId(event.currentTarget.value)}
        />
        <ExportCsvButton path="/api/admin/audit.csv" filters={filters} />
      </FilterBar>
      <PagedTable
        list={rows}
        noun={['change', 'changes']}
        filters={filters}
        empty="Nothing has been changed yet."
        minWidth={720}
        columns={['Change', 'By', 'What changed', actionsColumn('Details')]}
        row={(entry: AuditEntry) => (
          <Fragment key={entry.id}>
            <Table.Tr className={classes.row}>
              <Table.Td className={classes.change}>
                <p className={adminClasses.primary}>{AUDIT_ACTION_LABELS[entry.action]}</p>
                <p className={adminClasses.secondary}>
                  {TARGET_LABELS[entry.targetType]} {entry.targetType === 'catalogue' ? '' : entry.targetId}
                </p>
              </Table.Td>
              <Table.Td className={classes.by}>
                <p className={adminClasses.primary}>
                  {entry.actorEmail}{' '}
                  {entry.actorRole === 'support' && (
                    <Badge className={adminClasses.badge} size="xs" variant="outline" color="charcoal" radius="xs">
                      Support
                    </Badge>
                  )}
                </p>
                <p className={adminClasses.secondary}>{formatShopTime(entry.at)}</p>
              </Table.Td>
              <Table.Td>
                <ChangeSummary entry={entry} />
              </Table.Td>
              <Table.Td className={adminClasses.actionCell}>
                <Button
                  size="xs"
                  variant="subtle"
                  color="charcoal.8"
                  aria-expanded={open === entry.id}
                  aria-label={`Details of change ${entry.id}`}
                  rightSection={open === entry.id ? <IconChevronUp size={14} aria-hidden="true" /> : <IconChevronDown size={14} aria-hidden="true" />}
                  onClick={() => setOpen(open === entry.id ? null : entry.id)}
                >
                  Details
                </Button>
              </Table.Td>
            </Table.Tr>
            {open === entry.id && (
              <Table.Tr className={classes.detailRow}>
                <Table.Td colSpan={4}>
                  <AuditDetail entry={entry} />
                </Table.Td>
              </Table.Tr>
            )}
          </Fragment>
        )}
      />
    </AdminPanel>
  );
}
