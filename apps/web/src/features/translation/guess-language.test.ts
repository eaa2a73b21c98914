import { describe, expect, it } from 'vitest';
import { guessLanguage } from './guess-language';

describe('guessLanguage', () => {
  it('knows German and English texts of a sentence or more', () => {
    expect(
      guessLanguage(
        'Wir suchen für unser Team eine Auszubildende in der Pflege. Bitte bewirb dich mit deinem Zeugnis.',
      ),
    ).toBe('de');
    expect(
      guessLanguage(
        'We are looking for a trainee to join our team in the nursing ward. Please apply with your certificate.',
      ),
    ).toBe('en');
  });

  it('says nothing for short or mixed texts, so they keep the button', () => {
    expect(guessLanguage('Danke!')).toBeNull();
    expect(guessLanguage('Ok, see you')).toBeNull();
    expect(guessLanguage('Hallo, I am Amina und ich bin the new one with das Zeugnis')).toBeNull();
    expect(guessLanguage('')).toBeNull();
  });
});
