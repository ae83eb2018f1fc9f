import { IconAlertTriangle, IconDatabase } from '@tabler/icons-react';
import { formatDayLong, formatShopTime } from '../../../src/shop-time.ts';
import { trpc } from '../../trpc.ts';
import classes from './OverviewTab.module.css';

/** "40 minutes", "5 hours", "3 days": how old the last good backup is. */
function age(seconds: number): string {
  const [value, unit] = seconds < 3600 ? [Math.max(1, Math.round(seconds / 60)), 'minute'] : seconds < 48 * 3600 ? [Math.round(seconds / 3600), 'hour'] : [Math.round(seconds / 86400), 'day'];
  return `${value} ${unit}${value === 1 ? '' : 's'}`;
}

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toLocaleString('en-US', { maximumFractionDigits: 1 })} MB`;

/** "3:00 AM" from BACKUP_AT's "03:00". */
function timeOfDay(at: string): string {
  const [hours, minutes] = at.split(':').map(Number) as [number, number];
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/**
 * The Overview's line on backups (admin.backups): quiet while the last good backup is fresh, an
 * attention box when it is older than 36 hours or the latest night's backup failed, the admins having
 * been e-mailed too (modules/backups).
 */
export function BackupNote() {
  const backups = trpc.admin.backups.useQuery();
  if (!backups.data) return null;
  const { lastGood, latest, restoreCheckedAt, ageSeconds, stale, schedule } = backups.data;
  const failed = latest?.status === 'failed' ? latest : null;
  if (stale || failed) {
    return (
      <div className={classes.attention} role="status">
        <IconAlertTriangle className={classes.attentionIcon} size={20} stroke={1.6} aria-hidden="true" />
        <p className={classes.attentionText}>
          <strong>{failed ? `The nightly backup of ${formatDayLong(failed.night)} failed` : lastGood ? `The last good backup is ${age(ageSeconds)} old` : 'The shop has no good backup yet'}</strong>
          <span className={classes.attentionWhy}>
            {failed?.error ? ` · ${failed.error}` : ''}
            {lastGood ? ` · the last good one finished ${formatShopTime(lastGood.finishedAt)}` : ''}. Run <code>npm run backup</code> on the server now; docs/operations.md says how backups work.
          </span>
        </p>
      </div>
    );
  }
  return (
    <p className={classes.allClear}>
      <IconDatabase size={16} stroke={1.6} aria-hidden="true" />
      <span>
        {lastGood ? `Backed up ${age(ageSeconds)} ago (${megabytes(lastGood.bytes)})` : 'No backup yet'}
        {schedule ? ` · next at ${timeOfDay(schedule.at)} New York time, keeping ${schedule.keep.daily} nightly and ${schedule.keep.weekly} weekly` : ''}
        {restoreCheckedAt ? ` · restore last checked ${formatShopTime(restoreCheckedAt)}` : ''}
      </span>
    </p>
  );
}
