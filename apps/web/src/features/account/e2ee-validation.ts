// Checks of the encryption forms before any key work starts: a bad field gets a reason and nothing runs.
import { MIN_PASSPHRASE_LENGTH } from '@groeipad/sync';

/** In code points after NFC, as the key bundle counts (an é typed two ways is one character). */
export const PASSPHRASE_MIN = MIN_PASSPHRASE_LENGTH;

export type E2eeFieldProblem =
  | 'passphraseRequired'
  | 'passphraseTooShort'
  | 'mismatch'
  | 'recoveryRequired'
  | 'understand'
  | 'stored'
  | 'accountPasswordRequired';

function length(text: string): number {
  return [...text.normalize('NFC')].length;
}

/** For a new passphrase: long enough. */
export function newPassphraseProblem(passphrase: string): E2eeFieldProblem | undefined {
  if (passphrase === '') return 'passphraseRequired';
  return length(passphrase) < PASSPHRASE_MIN ? 'passphraseTooShort' : undefined;
}

/** The repeat must be the same text (compared as typed after NFC, as the key derivation sees it). */
export function repeatProblem(passphrase: string, repeat: string): E2eeFieldProblem | undefined {
  return passphrase.normalize('NFC') === repeat.normalize('NFC') ? undefined : 'mismatch';
}

/** For an existing secret (unlock, the current passphrase): only that something was typed. */
export function secretProblem(
  kind: 'passphrase' | 'recoveryKey',
  value: string,
): E2eeFieldProblem | undefined {
  if (value.trim() !== '') return undefined;
  return kind === 'passphrase' ? 'passphraseRequired' : 'recoveryRequired';
}

/** The account password the server asks for before it changes the keys: only that something was typed. */
export function accountPasswordProblem(password: string): E2eeFieldProblem | undefined {
  return password === '' ? 'accountPasswordRequired' : undefined;
}
