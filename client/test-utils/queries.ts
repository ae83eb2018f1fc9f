import { screen, type SelectorMatcherOptions } from '@testing-library/react';

/**
 * What the page says under the field labelled `label`: the text of the elements its aria-describedby
 * names (Mantine's error, then its description), one space apart, '' when it says nothing. Checks
 * that a message is there and that it belongs to that field.
 */
export function fieldNote(label: string, options?: SelectorMatcherOptions): string {
  const ids = screen.getByLabelText(label, options).getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

/** The message of the toast titled `title`, once it shows: Mantine writes it right after the title. */
export async function toastMessage(title: string): Promise<string | null | undefined> {
  const heading = await screen.findByText(title, { selector: '[role="alert"] *' }, { timeout: 5000 });
  return heading.nextElementSibling?.textContent;
}
