/**
 * The mail queue (queued in the transaction that causes it, sent by a job, kept in sent_emails) and the
 * shop's e-mail frame. What other parts of the shop may call is exported here; the rest of the folder is
 * its inside.
 */
export { brandedEmail, escapeHtml, SUPPORT_HOURS } from './branded-email.ts';
export { CODE_MAIL_JOB, codeMailJob, mailJob, purgeSentEmails, queueMail, type QueuedMail } from './mail-queue.ts';
