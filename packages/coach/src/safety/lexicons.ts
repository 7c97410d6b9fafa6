// The seven compiled phrase files, built once on first use.
import type { Language } from '@groeipad/domain';
import de from '../../content/safety/de.json';
import en from '../../content/safety/en.json';
import es from '../../content/safety/es.json';
import fr from '../../content/safety/fr.json';
import ja from '../../content/safety/ja.json';
import ko from '../../content/safety/ko.json';
import nl from '../../content/safety/nl.json';
import { compileLexicon, type CompiledLexicon } from './lexicon';

const files: Record<Language, unknown> = { nl, en, de, es, fr, ja, ko };
let compiled: CompiledLexicon[] | null = null;

/** All languages' lexicons: every message is checked against every language. */
export function crisisLexicons(): CompiledLexicon[] {
  compiled ??= Object.values(files).map((file) => compileLexicon(file));
  return compiled;
}
