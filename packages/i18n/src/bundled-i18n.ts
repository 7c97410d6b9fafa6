// An instance with all seven languages already in it, synchronous: for tests and tools, not the app bundle.
import type { i18n } from 'i18next';
import { createI18nWith, type CreateI18nOptions } from './create-i18n';
import { resources } from './resources';

export function createI18n(options: CreateI18nOptions = {}): i18n {
  return createI18nWith(resources, options);
}
