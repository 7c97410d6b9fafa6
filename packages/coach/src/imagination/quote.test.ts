import { describe, expect, it } from 'vitest';
import { pickBySeed, shortQuote, TITLE_QUOTE } from './quote';

describe('shortQuote', () => {
  it('keeps a short single sentence whole, without its full stop', () => {
    expect(shortQuote('Ik voel me rustig.')).toBe('Ik voel me rustig');
    expect(shortQuote('  een   oude eik  ')).toBe('een oude eik');
  });

  it('takes the first sentence and marks that more followed', () => {
    expect(shortQuote('Een oude eik. Hij kijkt me vriendelijk aan.')).toBe('Een oude eik…');
    expect(shortQuote('Het kost 3.5 euro per dag')).toBe('Het kost 3.5 euro per dag');
  });

  it('cuts long sentences to a few words', () => {
    const long = 'een b c d e f g h i j k l m n o p';
    expect(shortQuote(long)).toBe('een b c d e f g h i j k l…');
    expect(shortQuote(long, TITLE_QUOTE)).toBe('een b c d e f g h…');
  });

  it('cuts text without spaces by characters', () => {
    const japanese =
      '静かな森の中に古い木が立っていて、その木の下に小さな泉があります。鳥が鳴いています。';
    expect(shortQuote(japanese, TITLE_QUOTE)).toBe('静かな森の中に古い木が立っていて、その木…');
    expect(shortQuote(japanese)).toBe(
      '静かな森の中に古い木が立っていて、その木の下に小さな泉があり…',
    );
    expect(shortQuote('静かな森。鳥が鳴く。')).toBe('静かな森…');
  });

  it('is empty for blank text', () => {
    expect(shortQuote('   \n ')).toBe('');
    expect(shortQuote('...')).toBe('');
  });
});

describe('pickBySeed', () => {
  it('always picks the same option for the same seed and spreads over the options', () => {
    const options = ['a', 'b', 'c'] as const;
    expect(pickBySeed(options, 'zelfde')).toBe(pickBySeed(options, 'zelfde'));
    const picked = new Set(Array.from({ length: 30 }, (_, i) => pickBySeed(options, `seed ${i}`)));
    expect(picked.size).toBe(3);
  });
});
