import { useLingui } from '@lingui/react';
import { useCallback } from 'react';

/**
 * A validation message of a shared schema (src/), in the page's language: its English words are its id
 * in the catalogs (`tx('…')`, src/i18n-text.ts). One no catalog holds (a field's rarest refusals, made
 * at run time) shows as written, rather than as a message Lingui would warn about. Anything else a form
 * shows as its error (Mantine's `true` for a field marked without words) passes through.
 */
export function useSchemaMessage() {
  const { i18n } = useLingui();
  return useCallback(
    <Error>(message: Error): Error | string => (typeof message === 'string' && Object.hasOwn(i18n.messages, message) ? i18n._(message) : message),
    [i18n],
  );
}
