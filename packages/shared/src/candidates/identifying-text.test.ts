import { describe, expect, it } from 'vitest';
import { findIdentifying, MASK, maskIdentifying } from './identifying-text';

const chidinma = { name: 'Chidinma Okafor', phone: '+234 803 123 4567' };

describe('identifying words in a candidate’s own text (issue 28.4)', () => {
  it('finds and masks the own first and last name, also in another case or with a possessive s', () => {
    const text = 'Ich bin Chidinma aus Lagos. CHIDINMAS Familie, die Okafors, wohnt in Abuja.';
    expect(findIdentifying(text, chidinma)).toEqual(['name']);
    expect(maskIdentifying(text, chidinma)).toBe(
      `Ich bin ${MASK} aus Lagos. ${MASK} Familie, die ${MASK}, wohnt in Abuja.`,
    );
  });

  it('leaves words that only contain the name, other names and year ranges alone', () => {
    const text = 'Annahme: Praktikum 2019-2022 bei Dr. Adeyemi';
    expect(findIdentifying(text, { name: 'Anna Ade' })).toEqual([]);
    expect(maskIdentifying(text, { name: 'Anna Ade' })).toBe(text);
  });

  it('matches a name with or without its diacritics (Nguyễn, Nguyen)', () => {
    expect(maskIdentifying('Ich heiße Nguyen Van An', { name: 'Nguyễn Văn An' })).toBe(
      `Ich heiße ${MASK} ${MASK} ${MASK}`,
    );
  });

  it('finds e-mail addresses, phone numbers and links, whoever they belong to', () => {
    const text =
      'Mail chi.o@gmail.com, Tel. 0803-123-4567, www.chi.ng und linkedin.com/in/chi sowie https://x.example/a';
    expect(findIdentifying(text, { name: null })).toEqual(['email', 'phone', 'link']);
    expect(maskIdentifying(text, { name: null })).toBe(`Mail ${MASK}, Tel. ${MASK}, ${MASK} und ${MASK} sowie ${MASK}`);
  });

  it('finds the own phone number however it is written', () => {
    expect(findIdentifying(['Pflege', 'WhatsApp 803 1234567'], chidinma)).toEqual(['phone']);
  });
});
