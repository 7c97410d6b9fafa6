import { describe, expect, it } from 'vitest';
import { stripPii } from './pii';

describe('stripPii: contact details', () => {
  it.each([
    ['Mail me op jan.jansen+coach@example.co.uk aub', 'Mail me op [email] aub'],
    ['écrivez à marie-claire@exemple.fr.', 'écrivez à [email].'],
    ['メールはtaro@example.jpです', 'メールは[email]です'],
  ])('replaces the email in %j', (input, expected) => {
    expect(stripPii(input)).toBe(expected);
  });

  it.each([
    ['Bel me op 06-12345678.', 'Bel me op [phone].'],
    ['mijn nummer is 0612345678', 'mijn nummer is [phone]'],
    ['06 1234 5678 of 06 12 34 56 78', '[phone] of [phone]'],
    ['+31 6 12345678', '[phone]'],
    ['+31612345678!', '[phone]!'],
    ['+31 (0)20 123 4567', '[phone]'],
    ['0031 6 1234 5678', '[phone]'],
    ['vast: (020) 123 4567, werk: 020-1234567', 'vast: [phone], werk: [phone]'],
    ['call +1 (555) 123-4567 or +44 20 7946 0958', 'call [phone] or [phone]'],
    ['Ruf 0151 12345678 oder 030/1234567 an', 'Ruf [phone] oder [phone] an'],
    ['appelle le +33 6 12 34 56 78', 'appelle le [phone]'],
    ['電話は090-1234-5678です', '電話は[phone]です'],
    ['제 번호는 010-1234-5678 입니다', '제 번호는 [phone] 입니다'],
  ])('replaces the phone number in %j', (input, expected) => {
    expect(stripPii(input)).toBe(expected);
  });

  it('separates a phone number from a date before it', () => {
    expect(stripPii('op 15-01-2024 0612345678 gebeld')).toBe('op 15-01-2024 [phone] gebeld');
    expect(stripPii('0612345678 0687654321')).toBe('[phone] [phone]');
  });
});

describe('stripPii: bank and identity numbers', () => {
  it.each([
    ['IBAN NL91ABNA0417164300 graag', 'IBAN [iban] graag'],
    ['rekening NL91 ABNA 0417 1643 00.', 'rekening [iban].'],
    ['Konto DE89 3704 0044 0532 0130 00', 'Konto [iban]'],
    ['nl91abna0417164300', '[iban]'],
  ])('replaces the IBAN in %j', (input, expected) => {
    expect(stripPii(input)).toBe(expected);
  });

  it.each([
    ['mijn BSN is 123456782', 'mijn BSN is [id]'],
    ['BSN 1234.56.782', 'BSN [id]'],
    ['kaart 4111 1111 1111 1111', 'kaart [id]'],
    ['móvil 612 345 678', 'móvil [id]'],
  ])('replaces the long number in %j', (input, expected) => {
    expect(stripPii(input)).toBe(expected);
  });
});

describe('stripPii: addresses and links', () => {
  it.each([
    ['Ik woon op de Kerkstraat 12a in Utrecht', 'Ik woon op de [address] in Utrecht'],
    ['adres: Prinsengracht 263-267', 'adres: [address]'],
    ['postcode 1234 AB', 'postcode [address]'],
    ['Ich wohne in der Hauptstraße 5, Berlin', 'Ich wohne in der [address], Berlin'],
    ['Berliner Str. 12', '[address]'],
    ["J'habite au 12 rue de la Paix", "J'habite au [address]"],
    ['vivo en la Calle Mayor 5', 'vivo en la [address]'],
    ['I live at 221B Baker Street', 'I live at [address]'],
    ['서울 테헤란로 123 에 살아요', '서울 [address] 에 살아요'],
    ['神南1丁目2番3号に住んでいます', '[address]に住んでいます'],
  ])('replaces the address in %j', (input, expected) => {
    expect(stripPii(input)).toBe(expected);
  });

  it('keeps a bare site but removes a path or query that could name the person', () => {
    expect(stripPii('kijk op https://113.nl of www.nu.nl/')).toBe(
      'kijk op https://113.nl of www.nu.nl/',
    );
    expect(stripPii('zie https://example.com/u/jan?token=abc123.')).toBe('zie [link].');
    expect(stripPii('https://jan:geheim@example.com')).toBe('[link]');
  });

  it('replaces known names, whole words only', () => {
    expect(
      stripPii('Hoi, ik ben Annelies. Annelies-achtig? annelies', { knownNames: ['Annelies'] }),
    ).toBe('Hoi, ik ben [name]. [name]-achtig? [name]');
    expect(stripPii('Ik ben Bo', { knownNames: ['Bo', null] })).toBe('Ik ben Bo');
  });
});

describe('stripPii: ordinary text stays', () => {
  it.each([
    'Ik sliep 7 uur en liep 10.000 stappen.',
    'Op 15-01-2024 om 14:30 had ik een gesprek van 45 minuten.',
    'Het kost € 1.250 per maand, 3,5% rente.',
    'In 2023 en 2024 werkte ik 40 uur per week.',
    'Ik was 3 dagen onderweg en 2 keer in het park.',
    'Stap 1: adem in. Stap 2: adem uit.',
    '今日は3時間働いて、8時間寝ました。',
    '오늘 학교로 3번 갔어요.',
    'I ran 5 km on Main street today',
  ])('leaves %j alone', (input) => {
    expect(stripPii(input)).toBe(input);
  });
});
