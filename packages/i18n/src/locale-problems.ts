// Pure check of translation resources against the source locale: keys, empties, {{variables}} and plural forms.

export type LocaleProblemKind =
  | 'missing-namespace'
  | 'extra-namespace'
  | 'missing-key'
  | 'extra-key'
  | 'missing-plural-form'
  | 'extra-plural-form'
  | 'empty-string'
  | 'not-a-string'
  | 'interpolation-mismatch';

export type LocaleProblem = {
  kind: LocaleProblemKind;
  language: string;
  namespace: string;
  /** Dotted key path, or null for a whole namespace. */
  key: string | null;
  detail: string;
};

/** language -> namespace -> the parsed JSON of that file */
export type ResourcesToCheck = Readonly<Record<string, Readonly<Record<string, unknown>>>>;

export type LocaleCheckOptions = { source?: string; languages?: readonly string[] };

const pluralSuffix = /_(zero|one|two|few|many|other)$/;
const variable = /\{\{\s*([^}\s,]+)[^}]*\}\}/g;

/** The i18next plural suffixes a language needs, from CLDR via Intl (ja/ko: other only). */
export function pluralCategoriesOf(language: string): string[] {
  return [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort();
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function flatten(
  value: unknown,
  prefix = '',
  out = new Map<string, unknown>(),
): Map<string, unknown> {
  if (!isRecord(value)) return out.set(prefix, value);
  for (const [key, child] of Object.entries(value)) {
    flatten(child, prefix ? `${prefix}.${key}` : key, out);
  }
  return out;
}

function variablesOf(text: unknown): string {
  if (typeof text !== 'string') return '';
  return [...new Set([...text.matchAll(variable)].map((m) => m[1] ?? ''))].sort().join(', ');
}

/** Expected keys of `language`, each mapped to the source key its text is compared with. */
function expectedKeys(source: Map<string, unknown>, language: string): Map<string, string> {
  const expected = new Map<string, string>();
  const categories = pluralCategoriesOf(language);
  for (const key of source.keys()) {
    const base = key.replace(pluralSuffix, '');
    if (base === key) {
      expected.set(key, key);
      continue;
    }
    for (const category of categories) {
      const form = `${base}_${category}`;
      expected.set(form, source.has(form) ? form : `${base}_other`);
    }
  }
  return expected;
}

function isPluralForm(key: string, expected: Map<string, string>): boolean {
  const base = key.replace(pluralSuffix, '');
  if (base === key) return false;
  return [...expected.keys()].some(
    (k) => pluralSuffix.test(k) && k.replace(pluralSuffix, '') === base,
  );
}

function checkNamespace(
  language: string,
  namespace: string,
  source: Map<string, unknown>,
  actual: Map<string, unknown>,
): LocaleProblem[] {
  const problems: LocaleProblem[] = [];
  const add = (kind: LocaleProblemKind, key: string, detail: string) =>
    problems.push({ kind, language, namespace, key, detail });
  const expected = expectedKeys(source, language);
  const plural = `plural forms for ${language}: ${pluralCategoriesOf(language).join(', ')}`;
  for (const [key, sourceKey] of expected) {
    const value = actual.get(key);
    if (!actual.has(key)) {
      if (pluralSuffix.test(key)) add('missing-plural-form', key, plural);
      else add('missing-key', key, 'present in the source locale');
    } else if (typeof value !== 'string')
      add('not-a-string', key, `found ${JSON.stringify(value)}`);
    else if (value.trim() === '') add('empty-string', key, 'translation is empty');
    else if (variablesOf(value) !== variablesOf(source.get(sourceKey))) {
      const want = variablesOf(source.get(sourceKey)) || 'none';
      add(
        'interpolation-mismatch',
        key,
        `variables ${variablesOf(value) || 'none'}, source has ${want}`,
      );
    }
  }
  for (const key of actual.keys()) {
    if (expected.has(key)) continue;
    // A plural form the source has but this language never uses (ja/ko '_one') is harmless, and it
    // keeps every locale's key list equal to nl's; it must still be a real translation.
    if (source.has(key)) {
      const value = actual.get(key);
      if (typeof value !== 'string' || value.trim() === '')
        add('empty-string', key, 'translation is empty');
      else if (variablesOf(value) !== variablesOf(source.get(key)))
        add('interpolation-mismatch', key, `variables ${variablesOf(value) || 'none'}`);
      continue;
    }
    if (isPluralForm(key, expected)) add('extra-plural-form', key, plural);
    else add('extra-key', key, 'not in the source locale');
  }
  return problems;
}

/**
 * Every problem of `resources` measured against the source locale (nl by default). An empty
 * list means each locale has exactly the source's keys, with the plural forms its language needs.
 */
export function findLocaleProblems(
  resources: ResourcesToCheck,
  options: LocaleCheckOptions = {},
): LocaleProblem[] {
  const sourceLanguage = options.source ?? 'nl';
  const sourceNamespaces = resources[sourceLanguage] ?? {};
  const languages = options.languages ?? Object.keys(resources);
  const problems: LocaleProblem[] = [];
  for (const language of languages) {
    const locale = resources[language] ?? {};
    for (const [namespace, content] of Object.entries(sourceNamespaces)) {
      if (!(namespace in locale)) {
        problems.push({
          kind: 'missing-namespace',
          language,
          namespace,
          key: null,
          detail: 'no file',
        });
        continue;
      }
      problems.push(
        ...checkNamespace(language, namespace, flatten(content), flatten(locale[namespace])),
      );
    }
    for (const namespace of Object.keys(locale)) {
      if (namespace in sourceNamespaces) continue;
      problems.push({
        kind: 'extra-namespace',
        language,
        namespace,
        key: null,
        detail: 'not in source',
      });
    }
  }
  return problems;
}

/** One line per problem, for test failure messages and scripts. */
export function formatLocaleProblems(problems: readonly LocaleProblem[]): string {
  return problems
    .map(
      (p) =>
        `${p.language}/${p.namespace}${p.key === null ? '' : `:${p.key}`} ${p.kind} (${p.detail})`,
    )
    .join('\n');
}
