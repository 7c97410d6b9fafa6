// Loads the guided-imagination texts of one language from the data files, validated, falling back to Dutch.
import type { Language } from '@groeipad/domain';
import de from '../../content/imagination/de.json';
import en from '../../content/imagination/en.json';
import es from '../../content/imagination/es.json';
import fr from '../../content/imagination/fr.json';
import ja from '../../content/imagination/ja.json';
import ko from '../../content/imagination/ko.json';
import nl from '../../content/imagination/nl.json';
import { imaginationContentSchema, type ImaginationContent } from './content-schema';

const files: Record<Language, unknown> = { nl, en, de, es, fr, ja, ko };
const parsed = new Map<Language, ImaginationContent>();

/**
 * The content of `language`. A file that fails validation (an editing slip the content test would
 * catch) gives the Dutch source rather than a broken session.
 */
export function imaginationContent(language: Language): ImaginationContent {
  const cached = parsed.get(language);
  if (cached) return cached;
  const result = imaginationContentSchema.safeParse(files[language]);
  if (result.success && result.data.language === language) {
    parsed.set(language, result.data);
    return result.data;
  }
  if (language === 'nl') throw new Error('content/imagination/nl.json is not valid');
  return imaginationContent('nl');
}
