// The seven compiled phrase files with their concept lists, built once on first use.
import type { Language } from '@groeipad/domain';
import deConcepts from '../../content/safety/concepts/de.json';
import enConcepts from '../../content/safety/concepts/en.json';
import esConcepts from '../../content/safety/concepts/es.json';
import frConcepts from '../../content/safety/concepts/fr.json';
import deIndirect from '../../content/safety/concepts/indirect/de.json';
import enIndirect from '../../content/safety/concepts/indirect/en.json';
import esIndirect from '../../content/safety/concepts/indirect/es.json';
import frIndirect from '../../content/safety/concepts/indirect/fr.json';
import jaIndirect from '../../content/safety/concepts/indirect/ja.json';
import koIndirect from '../../content/safety/concepts/indirect/ko.json';
import nlIndirect from '../../content/safety/concepts/indirect/nl.json';
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
import { compileLexicon, joinConceptFiles, type CompiledLexicon } from './lexicon';

// Per language: the phrase file, then its concept files (the general lists, then the group of
// indirect signals in concepts/indirect/), joined concept by concept.
const files: Record<Language, [phrases: unknown, concepts: unknown[]]> = {
  nl: [nl, [nlConcepts, nlIndirect]],
  en: [en, [enConcepts, enIndirect]],
  de: [de, [deConcepts, deIndirect]],
  es: [es, [esConcepts, esIndirect]],
  fr: [fr, [frConcepts, frIndirect]],
  ja: [ja, [jaConcepts, jaIndirect]],
  ko: [ko, [koConcepts, koIndirect]],
};
let compiled: CompiledLexicon[] | null = null;

/** All languages' lexicons: every message is checked against every language. */
export function crisisLexicons(): CompiledLexicon[] {
  compiled ??= Object.values(files).map(([phrases, concepts]) =>
    compileLexicon(phrases, joinConceptFiles(concepts)),
  );
  return compiled;
}
