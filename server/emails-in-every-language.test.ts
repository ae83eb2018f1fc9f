import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../src/locales.ts';
import { SAMPLE_DATA, sampleEmails } from './test/email-samples.ts';

/**
 * No e-mail in German, French, Spanish or Italian keeps one of its English sentences: the mail's
 * equivalent of rendering the pages in a pseudo-locale. Each kind of e-mail is written with the same
 * sample in English and in the language, and every sentence of the English one (subject, text part,
 * the HTML's text) that holds a word of the mail's own, not only the sample's names and numbers, must
 * be gone from the other. It fails on a text written outside the catalogs, or one a catalog lacks.
 */

/** Words a language writes exactly as English does, where the mail shows them alone (as a label too, with its colon). */
const SAME_IN_ENGLISH: Partial<Record<Locale, readonly string[]>> = {
  es: ['Subtotal', 'Total (USD)'],
  fr: ['Total (USD)', 'Photos'],
};

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** What a reader reads of a mail: its subject, its text part, and its HTML part's text. */
function readable(mail: { subject: string; text: string; html: string }): string {
  const htmlText = mail.html
    .replace(/<(style|title)[^>]*>[\s\S]*?<\/\1>/g, '\n')
    .replace(/<[^>]+>/g, '\n')
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]!);
  return [mail.subject, mail.text, htmlText].join('\n');
}

/** Its sentences (and lines, and labels), each as it is written. */
const sentences = (text: string) =>
  text
    .split(/\n|(?<=[.!?:;])\s+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);

/** A sentence with a word of the mail's own once the sample's names, numbers and links are taken out. */
function hasOwnWords(sentence: string): boolean {
  let rest = sentence;
  for (const datum of [...SAMPLE_DATA].sort((a, b) => b.length - a.length)) rest = rest.split(datum).join(' ');
  return /\p{L}{2,}/u.test(rest.replace(/https?:\/\/\S+/g, ' ').replace(/\b\d+"x\d+"/g, ' '));
}

describe('every e-mail in every language', () => {
  const english = sampleEmails('en');

  it('has a sample of each kind, with its own words in English', () => {
    expect(english.length).toBeGreaterThanOrEqual(20);
    for (const { kind, mail } of english) expect(sentences(readable(mail)).filter(hasOwnWords).length, kind).toBeGreaterThan(3);
  });

  for (const locale of LOCALES.filter((candidate) => candidate !== 'en')) {
    it(`keeps no English sentence in ${locale}`, () => {
      const translated = sampleEmails(locale);
      for (const [index, { kind, mail }] of english.entries()) {
        const theirs = new Set(sentences(readable(translated[index]!.mail)));
        const left = sentences(readable(mail))
          .filter(hasOwnWords)
          .filter((sentence) => theirs.has(sentence) && !SAME_IN_ENGLISH[locale]?.includes(sentence.replace(/:$/, '')));
        expect(left, `${locale}: ${kind}`).toEqual([]);
      }
    });
  }
});
