// The app's i18next instance: detects the language as the spec orders it, then loads only that language's
// first-screen namespaces before the first render; `ensureLanguage` brings the rest right after.
import type { i18n } from 'i18next';
import { createI18nWith, currentLanguage, type CreateI18nOptions } from './create-i18n';
import { ensureLanguage } from './locale-loader';

export async function startI18n(options: CreateI18nOptions = {}): Promise<i18n> {
  const instance = createI18nWith({}, options);
  const language = currentLanguage(instance);
  try {
    await ensureLanguage(instance, language, 'first');
  } catch (error) {
    // A locale chunk that cannot load (e.g. a broken cache) must not keep the app from starting.
    console.error('Loading translations failed', error);
  }
  // Emits languageChanged with the now-loaded texts (and keeps <html lang> in step).
  await instance.changeLanguage(language);
  return instance;
}
