/**
 * Messages from the contact form: taken under their limits, noticed to support, and listed and marked
 * by staff. What other parts of the shop may call is exported here; the rest of the folder is its inside.
 */
export { contactLimits } from './contact-limits.ts';
export { listContactSubmissions, receiveContactMessage, setContactStatus } from './contact-submissions.ts';
