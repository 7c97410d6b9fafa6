// Street addresses with house numbers and Dutch postcodes, in the main shapes of the seven languages (best effort).

// A house number with an optional letter or addition (12, 12a, 12-14, 12 bis), not a count of hours or days.
const houseNumber =
  String.raw`\d{1,5}(?:[ ]?[a-zA-Z](?![\p{L}])|[-/]\d{1,4}|[ ](?:bis|ter|hs|huis|bg|rd)\b)?` +
  String.raw`(?![\p{L}\p{N}])(?!\s*(?:uur|u\b|min|minuten|keer|dagen|dag|weken|jaar|maanden|km|kg|x\b|%|€|euro|h\b|hours?|days?|times?|minutes?|Stunden|Tage|mal))`;

// Dutch and German street names are one word ending in a street word (Kerkstraat, Hauptstraße, Gartenweg).
const germanicSuffixes = [
  'straat',
  'laan',
  'weg',
  'plein',
  'gracht',
  'kade',
  'singel',
  'dijk',
  'dreef',
  'steeg',
  'hof',
  'markt',
  'park',
  'pad',
  'straße',
  'strasse',
  'gasse',
  'allee',
  'damm',
  'ufer',
].join('|');

const patterns: RegExp[] = [
  // Kerkstraat 12, Hauptstraße 5a, Berliner Str. 12
  new RegExp(
    String.raw`(?<![\p{L}])\p{L}[\p{L}'-]{0,40}?(?:${germanicSuffixes}|[ ]?str\.)[ ]?${houseNumber}`,
    'giu',
  ),
  // 12 rue de la Paix, 5 avenue Victor Hugo, 3 bd Voltaire
  new RegExp(
    String.raw`(?<![\p{L}\p{N}])\d{1,4}(?:[ ]?(?:bis|ter))?,?[ ](?:rue|avenue|av\.|boulevard|bd|place|chemin|allée|impasse|quai|route|cours)\b(?:[ ][\p{L}'’-]+){1,4}`,
    'giu',
  ),
  // Calle Mayor 5, C/ Alcalá, 23, Avenida de la Constitución 12
  new RegExp(
    String.raw`(?<![\p{L}])(?:calle|c\/|avenida|avda\.|plaza|paseo|camino|carrer)[ ](?:[\p{L}'’-]+[ ]){0,4}?[\p{L}'’-]+,?[ ]?${houseNumber}`,
    'giu',
  ),
  // 221B Baker Street, 10 Downing St
  new RegExp(
    String.raw`(?<![\p{L}\p{N}])\d{1,5}[A-Za-z]?[ ](?:\p{Lu}[\p{L}'-]*[ ]){1,3}(?:Street|St\.?|Road|Rd\.?|Avenue|Ave\.?|Lane|Ln\.?|Drive|Dr\.?|Boulevard|Blvd\.?|Court|Ct\.?|Way|Place|Pl\.?|Square|Sq\.?|Terrace|Close|Crescent)(?![\p{L}])`,
    'gu',
  ),
  // 테헤란로 123, 세종대로 110-1, 봉은사로길 5 (road names end in 로 or 길)
  new RegExp(
    String.raw`[\p{sc=Hangul}\d]{1,20}(?:로|길)[ ]?\d{1,4}(?:-\d{1,4})?(?![\p{N}])(?![ ]?(?:번|시|명|개|살|분|일|년|월|회|km|kg))`,
    'gu',
  ),
  // 神南1丁目2番3号, 1丁目2-3
  new RegExp(
    String.raw`[\p{sc=Han}\p{sc=Katakana}\p{sc=Hiragana}]{0,10}[0-9０-９]{1,4}丁目(?:[ ]?[0-9０-９]{1,4}(?:番地?|[-‐−ー]))?(?:[ ]?[0-9０-９]{1,4}号?)?`,
    'gu',
  ),
  // Dutch postcode: 1234 AB (capitals, as written on letters)
  /(?<![\p{L}\p{N}])[1-9]\d{3}[ ]?(?!SA|SD|SS)[A-Z]{2}(?![\p{L}\p{N}])/gu,
];

export function stripAddresses(text: string): string {
  return patterns.reduce((result, pattern) => result.replace(pattern, '[address]'), text);
}
