// Crisis lines and emergency numbers for the user's country, described in the user's language.
import type { Language } from '@groeipad/domain';
import data from '../../content/safety/resources.json';
import { safetyMessages } from './messages';
import {
  resourcesFileSchema,
  type CrisisLineData,
  type CrisisLineKind,
  type EmergencyKind,
  type ResourcesFile,
} from './resources-schema';
import type { CrisisCategory } from './types';

export type CrisisLine = Omit<CrisisLineData, 'verifiedNote' | 'languages'> & {
  /** What the line is for, in the requested language (e.g. "Suicide prevention (free, 24/7)"). */
  description: string;
};

export type EmergencyNumber = { number: string; kind: EmergencyKind; label: string };

export type CrisisResources = {
  /** ISO country the numbers are for. */
  country: string;
  /**
   * 'user': the user's own country. 'language': the user's country was missing or not in our
   * data, so the language's main country is shown (the UI should say which country that is) and
   * an international directory is added at the end.
   */
  countrySource: 'user' | 'language';
  language: Language;
  emergency: EmergencyNumber[];
  /** Lines answering in the user's language first. */
  lines: CrisisLine[];
};

// Common ways a locale or setting names a country that ISO spells differently.
const countryAliases: Record<string, string> = { UK: 'GB', EN: 'GB' };

let resources: ResourcesFile | null = null;

/** The validated resources file (validated on first use; a broken file fails loudly in tests). */
export function crisisResourceData(): ResourcesFile {
  resources ??= resourcesFileSchema.parse(data);
  return resources;
}

function describe(line: CrisisLineData, language: Language): CrisisLine {
  const messages = safetyMessages(language);
  const notes = [
    line.free ? messages.free : null,
    line.hours === '24/7' ? messages.alwaysOpen : (line.hours ?? null),
  ].filter((note): note is string => note !== null);
  const kindText = messages.lineKinds[line.kind];
  const { verifiedNote: _note, languages: _languages, ...rest } = line;
  return { ...rest, description: notes.length ? `${kindText} (${notes.join(', ')})` : kindText };
}

/**
 * Crisis resources for a user: their country when we have it (any casing, 'UK' accepted),
 * otherwise the main country of their language (nl -> NL, en -> GB, de -> DE, es -> ES,
 * fr -> FR, ja -> JP, ko -> KR) plus an international directory.
 */
export function crisisResources(language: Language, country?: string | null): CrisisResources {
  const file = crisisResourceData();
  const requested = country?.trim().toUpperCase() ?? '';
  const code = countryAliases[requested] ?? requested;
  const own = file.countries[code];
  const fallbackCode = file.defaultCountry[language];
  const entry = own ?? file.countries[fallbackCode];
  if (!entry) throw new Error(`resources.json has no entry for ${fallbackCode}`);
  const speaks = (line: CrisisLineData): boolean =>
    !line.languages || line.languages.includes(language);
  const ordered = [...entry.lines.filter(speaks), ...entry.lines.filter((l) => !speaks(l))];
  if (!own) ordered.push(file.directory);
  const labels = safetyMessages(language).emergencyKinds;
  return {
    country: own ? code : fallbackCode,
    countrySource: own ? 'user' : 'language',
    language,
    emergency: entry.emergency.map((e) => ({ ...e, label: labels[e.kind] })),
    lines: ordered.map((line) => describe(line, language)),
  };
}

// A general listening line also takes abuse calls, but the dedicated line is the better first step.
const preferredKind: Record<CrisisCategory, CrisisLineKind> = {
  suicide: 'suicide_prevention',
  self_harm: 'suicide_prevention',
  harm_to_others: 'suicide_prevention',
  abuse: 'abuse',
};

/**
 * The line to name for a category: a dedicated line (e.g. the abuse line for abuse) first, then
 * any line that takes the topic, in the order of `resources.lines` (user's language first).
 */
export function lineFor(resources: CrisisResources, category: CrisisCategory): CrisisLine | null {
  const takes = (l: CrisisLine): boolean => l.topics.includes(category);
  return (
    resources.lines.find((l) => takes(l) && l.kind === preferredKind[category]) ??
    resources.lines.find((l) => takes(l) && l.kind !== 'directory') ??
    resources.lines.find(takes) ??
    null
  );
}

/** "113 Zelfmoordpreventie (0800-0113)" or, for text-only lines, "Shout (SHOUT to 85258)". */
export function formatLine(line: CrisisLine, language: Language): string {
  const sms = line.sms?.keyword
    ? safetyMessages(language)
        .smsTo.replace('{keyword}', line.sms.keyword)
        .replace('{number}', line.sms.number)
    : (line.sms?.number ?? null);
  const contact = line.phone ?? sms ?? line.url ?? '';
  return contact && !line.name.includes(contact) ? `${line.name} (${contact})` : line.name;
}
