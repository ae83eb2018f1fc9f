import { describe, expect, it } from 'vitest';
import { inEnglish } from './shop-text.ts';

describe('a text in English', () => {
  it('fills in its values, a text given as a value in its own words', () => {
    expect(inEnglish('Only {left} of {title} left.', { left: 2, title: 'Harbour at Dusk' })).toBe('Only 2 of Harbour at Dusk left.');
    expect(inEnglish('{reason} No order was made.', { reason: { text: '{title} sold out.', values: { title: 'Dunes' } } })).toBe('Dunes sold out. No order was made.');
  });

  it('says a count as English does, # being the number', () => {
    const wait = 'Please try again in {minutes, plural, one {# minute} other {# minutes}}.';
    expect(inEnglish(wait, { minutes: 1 })).toBe('Please try again in 1 minute.');
    expect(inEnglish(wait, { minutes: 9 })).toBe('Please try again in 9 minutes.');
    expect(inEnglish(wait, { minutes: 1200 })).toBe('Please try again in 1,200 minutes.');
    expect(inEnglish('{n, plural, =0 {none} one {# is} other {# are}} left', { n: 0 })).toBe('none left');
    expect(inEnglish('Only {left} of {title} {left, plural, one {is in stock} other {are in stock}}.', { left: 1, title: 'Dunes' })).toBe('Only 1 of Dunes is in stock.');
  });

  it('chooses a case of a select', () => {
    const text = '{kind, select, card {Your card} other {Your payment}} was refunded.';
    expect(inEnglish(text, { kind: 'card' })).toBe('Your card was refunded.');
    expect(inEnglish(text, { kind: 'sepa' })).toBe('Your payment was refunded.');
  });

  it('leaves what it cannot read as written: a value not given, a stray brace, text without values', () => {
    expect(inEnglish('Hello {name}')).toBe('Hello {name}');
    expect(inEnglish('A { stray brace', {})).toBe('A { stray brace');
    expect(inEnglish('Braces {a b} stay', { a: 1 })).toBe('Braces {a b} stay');
    expect(inEnglish("We'll be in touch.")).toBe("We'll be in touch.");
    expect(inEnglish('{n, plural, one {x}', { n: 1 })).toBe('{n, plural, one {x}');
  });
});
