// Every namespace of one language in one chunk: loaded on demand, so the first screen carries only its language.
import { collectLocale } from './collect-locale';

export default collectLocale(
  import.meta.glob<Record<string, unknown>>('../locales/ja/*.json', {
    eager: true,
    import: 'default',
  }),
);
