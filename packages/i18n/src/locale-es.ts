// Every namespace of one language except the first-screen ones: loaded right after the first render.
import { laterNamespaces } from './namespaces';
import { collectLocale } from './collect-locale';

export default collectLocale(
  import.meta.glob<Record<string, unknown>>(
    [
      '../locales/es/*.json',
      '!../locales/es/{common,shell,routes,pwa,storage,daily,home,journal,mbti,progress}.json',
    ],
    { eager: true, import: 'default' },
  ),
  laterNamespaces,
);
