// Removes personal details (email, phone, IBAN, ID and card numbers, addresses, links) from text before it leaves the device or server.
import { stripAddresses } from './pii-addresses';
import { stripNumbers } from './pii-numbers';

export type StripPiiOptions = {
  /** Names known to belong to the user (their display name): replaced by [name]. */
  knownNames?: readonly (string | null | undefined)[];
};

// A URL with only a host says where, not who; a path, query or login can name the person.
const urlPattern = /\b(?:https?:\/\/|www\.)[^\s<>"']+/gi;
const trailingPunctuation = /[.,;:!?)\]]+$/;

function stripUrl(match: string): string {
  const tail = trailingPunctuation.exec(match)?.[0] ?? '';
  const url = match.slice(0, match.length - tail.length);
  const bare = /^(?:https?:\/\/)?(?:www\.)?[a-z0-9.-]+\.[a-z]{2,}\/?$/i.test(url);
  return `${bare ? url : '[link]'}${tail}`;
}

// Latin script only: Japanese and Korean text runs straight into an address without a space.
const emailPattern =
  /[\p{sc=Latin}\p{N}._%+-]{1,64}@[\p{sc=Latin}\p{N}-]{1,63}(?:\.[\p{sc=Latin}\p{N}-]{1,63}){1,8}/giu;

// Two letters, two check digits, 11-30 letters/digits, optionally in groups of four (NL91 ABNA 0417 1643 00).
const ibanPattern = /\b[a-z]{2}\d{2}(?:[ ]?[a-z0-9]{4}){2,7}(?:[ ]?[a-z0-9]{1,4})?\b/gi;

function looksLikeIban(match: string): boolean {
  const compact = match.replace(/ /g, '');
  return compact.length >= 15 && compact.length <= 34 && /\d{6}/.test(compact.replace(/\D/g, ''));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function stripNames(text: string, names: readonly (string | null | undefined)[]): string {
  let result = text;
  for (const name of names) {
    const trimmed = name?.trim() ?? '';
    // One- and two-letter "names" would eat ordinary words.
    if (trimmed.length < 3) continue;
    const pattern = new RegExp(
      `(?<![\\p{L}\\p{N}])${escapeRegExp(trimmed)}(?![\\p{L}\\p{N}])`,
      'giu',
    );
    result = result.replace(pattern, '[name]');
  }
  return result;
}

/**
 * The text with personal details replaced by neutral tokens: [link], [email], [iban], [address],
 * [phone], [id] (BSN, card and other long numbers) and [name] for `knownNames`. Best effort: it
 * errs towards removing too much, and cannot recognise every address or name.
 */
export function stripPii(text: string, options: StripPiiOptions = {}): string {
  let result = text.replace(urlPattern, stripUrl);
  result = result.replace(emailPattern, '[email]');
  result = result.replace(ibanPattern, (match) => (looksLikeIban(match) ? '[iban]' : match));
  result = stripAddresses(result);
  result = stripNumbers(result);
  if (options.knownNames) result = stripNames(result, options.knownNames);
  return result;
}
