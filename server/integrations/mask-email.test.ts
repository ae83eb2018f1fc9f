import { describe, expect, it } from 'vitest';
import { maskEmail } from './mail.ts';

describe('maskEmail', () => {
  it('keeps the first character and the domain only', () => {
    expect(maskEmail('jane.doe@example.com')).toBe('j***@example.com');
    expect(maskEmail('j@example.com')).toBe('j***@example.com');
    expect(maskEmail('"odd@local"@example.com')).toBe('"***@example.com');
  });

  it('shows nothing of a value that is not an address', () => {
    expect(maskEmail('not-an-address')).toBe('***');
    expect(maskEmail('@example.com')).toBe('***');
  });
});
