import type { FormErrors } from '@mantine/form';
import type { useSchemaMessage } from './schema-message.ts';

/**
 * A Mantine form's messages (a shared schema's, English), each said in the page's language by `say`
 * (useSchemaMessage), for a form's `validate`: the fields show them as they come.
 */
export const errorsSaid = (errors: FormErrors, say: ReturnType<typeof useSchemaMessage>): FormErrors =>
  Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, say(message)]));
