/**
 * The back office's audit trail: recordAudit, called in the transaction of every staff write (append-only),
 * its list and its CSV file. What other parts of the shop may call is exported here; the rest of the
 * folder is its inside.
 */
export { auditCsv, auditOutcome, listAudit, recordAudit, type AuditActor } from './audit.ts';
