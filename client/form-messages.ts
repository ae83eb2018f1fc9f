import type { I18n } from '@lingui/core';
import type { FormErrors } from '@mantine/form';

/**
 * A form's messages in the page's language. The schemas in src/ write them in English, as catalog
 * texts (`tx`, src/i18n-text.ts), so the form and the server give the same ones; `i18n._` says a
 * catalog text in the page's language, and any other text as it is.
 */
export const errorsInLanguage = (i18n: I18n, errors: FormErrors): FormErrors =>
  Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, typeof message === 'string' ? i18n._(message) : message]));
