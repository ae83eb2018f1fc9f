import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithShop } from '../../test-utils/render.tsx';
import { CodeField } from './CodeField.tsx';

/** The field as a sign-in step holds it: the code in state, echoed where a test can read it. */
function Harness({ error, description }: { error?: string; description?: string }) {
  const [code, setCode] = useState('');
  return (
    <>
      <CodeField label="Verification code" value={code} onChange={setCode} error={error} description={description} />
      <output aria-label="code">{code}</output>
    </>
  );
}

const boxes = () => screen.getAllByRole('textbox', { name: /^Verification code, character \d of 6$/ });
const code = () => screen.getByLabelText('code').textContent;

describe('CodeField', () => {
  it('has one labelled box per character of the code', () => {
    renderWithShop(<Harness />);
    expect(boxes().map((box) => box.getAttribute('aria-label'))).toEqual(
      [1, 2, 3, 4, 5, 6].map((n) => `Verification code, character ${n} of 6`),
    );
  });

  it('upper-cases what is typed, box by box', async () => {
    const user = userEvent.setup();
    renderWithShop(<Harness />);
    await user.click(boxes()[0]!);
    await user.keyboard('k7m3qx');
    expect(code()).toBe('K7M3QX');
    expect(boxes().map((box) => (box as HTMLInputElement).value)).toEqual(['K', '7', 'M', '3', 'Q', 'X']);
  });

  it('fills every box from a pasted code with a dash or spaces, as the server reads it', async () => {
    const user = userEvent.setup();
    renderWithShop(<Harness />);
    await user.click(boxes()[0]!);
    await user.paste('k7m-3qx');
    expect(code()).toBe('K7M3QX');
    await user.click(boxes()[0]!);
    await user.paste(' AB2 CD3 ');
    expect(code()).toBe('AB2CD3');
  });

  it('ties its description and error to every box', () => {
    renderWithShop(<Harness description="Sent to ada@example.com" error="Invalid verification code" />);
    for (const box of boxes()) {
      expect(box.getAttribute('aria-invalid')).toBe('true');
      const described = (box.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
      expect(described).toEqual(['Sent to ada@example.com', 'Invalid verification code']);
    }
  });
});
