import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { optionalText, requiredText, text } from './text.ts';

const messages = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('typed text', () => {
  const city = requiredText('City', 10);

  it('is trimmed and kept within its length', () => {
    expect(city.parse('  Boston  ')).toBe('Boston');
    expect(city.parse('Zürich 🏔')).toBe('Zürich 🏔');
    expect(messages(city, 'x'.repeat(11))).toEqual(['City has at most 10 characters']);
    expect(messages(city, '   ')).toEqual(['City is required']);
    expect(messages(city, undefined)).toEqual(['City is required']);
    expect(messages(city, 42)).toEqual(['City is required']);
  });

  it('refuses NUL and the other control characters, with a message', () => {
    for (const value of ['Bos\u0000ton', 'Bos\u0007ton', 'Bos\u007fton', 'Bos\u0085ton', 'Bos\nton', 'Bos\tton']) {
      expect(messages(city, value)).toEqual(['City must be one line without control characters']);
    }
  });

  it('keeps line breaks and tabs in a multi-line text, but not NUL', () => {
    const comments = text('Comments', { max: 400, multiline: true });
    expect(comments.parse('The frame\r\n\tarrived cracked.')).toBe('The frame\r\n\tarrived cracked.');
    expect(messages(comments, 'cracked\u0000')).toEqual(['Comments cannot contain control characters']);
  });

  it('refuses half of a surrogate pair, but not a whole one', () => {
    expect(messages(city, 'A\ud800')).toEqual(['City contains a broken character; please type it again']);
    expect(messages(city, '\udc00A')).toEqual(['City contains a broken character; please type it again']);
    expect(city.parse('A\ud83c\udfd4')).toBe('A🏔');
  });

  it('lets an optional field be missing, null or blank', () => {
    const phone = optionalText('Phone', 30);
    expect([undefined, null, '', '  '].map((value) => phone.parse(value))).toEqual([undefined, undefined, undefined, undefined]);
    expect(phone.parse(' +1 617 555 0100 ')).toBe('+1 617 555 0100');
    expect(messages(phone, '555\u0000')).toEqual(['Phone must be one line without control characters']);
  });

  it('lets a field without a required message be blank', () => {
    const search = text('Search', { max: 100 });
    expect(search.parse('  ')).toBe('');
    expect(messages(search, null)).toEqual(['Search must be text']);
    expect(messages(text('The code', { max: 20, missing: 'Please enter the code' }), undefined)).toEqual(['Please enter the code']);
  });
});
