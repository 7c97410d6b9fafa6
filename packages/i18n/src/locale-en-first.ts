// The namespaces the shell and home need first (firstScreenNamespaces), in one small chunk per language.
import { firstScreenNamespaces } from './namespaces';
import { collectLocale } from './collect-locale';

export default collectLocale(
  import.meta.glob<Record<string, unknown>>(
    '../locales/en/{common,shell,routes,pwa,storage,daily,home,journal,mbti,progress}.json',
    {
      eager: true,
      import: 'default',
    },
  ),
  firstScreenNamespaces,
);
