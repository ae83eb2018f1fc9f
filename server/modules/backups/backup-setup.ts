import type { BackedUpDatabase } from '../../integrations/backups/index.ts';
import type { Retention } from './retention.ts';

/** Where and how the shop backs itself up: its database, as start.ts found it, and the settings. */
export interface BackupSetup {
  database: BackedUpDatabase;
  walArchive: string | undefined;
  /** BACKUP_DIR. */
  dir: string;
  /** BACKUP_AT: HH:MM, New York time. */
  at: string;
  keep: Retention;
  /** ADMIN_EMAILS: who hears of a failed or stale backup. */
  alertTo: readonly string[];
}
