/**
 * The mail queue (queued in the transaction that causes it, sent by a job, kept in sent_emails), the
 * shop's e-mail frame and the words of its e-mails in the reader's language. What other parts of the
 * shop may call is exported here; the rest of the folder is its inside.
 */
export { brandedEmail, SUPPORT_HOURS } from './branded-email.ts';
export { emailButton, escapeHtml } from './html.ts';
export { Html, mailWords, strong, type MailWords } from './mail-words.ts';
export { CODE_MAIL_JOB, codeMailJob, mailJob, purgeSentEmails, queueMail, type QueuedMail } from './mail-queue.ts';
