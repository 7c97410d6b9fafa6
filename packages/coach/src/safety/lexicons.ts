// The seven compiled phrase files with their concept lists, built once on first use.
import type { Language } from '@groeipad/domain';
import deConcepts from '../../content/safety/concepts/de.json';
import enConcepts from '../../content/safety/concepts/en.json';
import esConcepts from '../../content/safety/concepts/es.json';
import frConcepts from '../../content/safety/concepts/fr.json';
import jaConcepts from '../../content/safety/concepts/ja.json';
import koConcepts from '../../content/safety/concepts/ko.json';
import nlConcepts from '../../content/safety/concepts/nl.json';
import de from '../../content/safety/de.json';
import en from '../../content/safety/en.json';
import es from '../../content/safety/es.json';
import fr from '../../content/safety/fr.json';
import ja from '../../content/safety/ja.json';
import ko from '../../content/safety/ko.json';
import nl from '../../content/safety/nl.json';
import { compileLexicon, type CompiledLexicon } from './lexicon';

const files: Record<Language, [phrases: unknown, concepts: unknown]> = {
  nl: [nl, nlConcepts],
  en: [en, enConcepts],
  de: [de, deConcepts],
  es: [es, esConcepts],
  fr: [fr, frConcepts],
  ja: [ja, jaConcepts],
  ko: [ko, koConcepts],
};
let compiled: CompiledLexicon[] | null = null;

/** All languages' lexicons: every message is checked against every language. */
export function crisisLexicons(): CompiledLexicon[] {
  compiled ??= Object.values(files).map(([phrases, concepts]) => compileLexicon(phrases, concepts));
  return compiled;
}
