// The demo content per interface language; an unknown or missing language gives the Dutch texts.
import { normalizeLanguage, type Language } from '../../language';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { ja } from './ja';
import { ko } from './ko';
import { nl } from './nl';
import type { DemoTexts } from './types';

export type { DemoJournalText, DemoProgressText, DemoTexts } from './types';

export const DEMO_TEXTS: Record<Language, DemoTexts> = { nl, en, de, es, fr, ja, ko };

/** The texts for a language or locale ('en-GB' gives English); anything unsupported gives Dutch. */
export function demoTexts(language: string | null | undefined): DemoTexts {
  return DEMO_TEXTS[normalizeLanguage(language)];
}
