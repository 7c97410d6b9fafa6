// The short, warm message the coach shows instead of coaching when a crisis signal is found.
import type { Language } from '@groeipad/domain';
import { safetyMessages } from './messages';
import {
  crisisResources,
  formatLine,
  lineFor,
  type CrisisLine,
  type CrisisResources,
} from './resources';
import type { CrisisAssessment } from './types';

/** "112", or "119 (ambulance and fire) / 110 (police)" where a country has no single number. */
export function emergencyText(resources: CrisisResources): string {
  const general = resources.emergency.find((e) => e.kind === 'general');
  if (general) return general.number;
  return resources.emergency.map((e) => `${e.number} (${e.label})`).join(' / ');
}

/**
 * Plain text, paragraphs separated by a blank line, in the user's language: an opening that
 * names how heavy it is, then per category who to contact (suicide and self-harm: a crisis
 * line; abuse: an abuse line and "it is not your fault"; harm to others: step away and make
 * things safe), the emergency number, and an offer of grounding or the safety plan.
 * Meant for level 'concern' or 'crisis'; for 'none' it reads like 'concern'.
 */
export function crisisReply(
  language: Language,
  assessment: CrisisAssessment,
  country?: string | null,
): string {
  const messages = safetyMessages(language);
  const { reply } = messages;
  const resources = crisisResources(language, country);
  const emergency = emergencyText(resources);
  const fill = (template: string, line: CrisisLine | null): string =>
    template
      .replace('{line}', line ? formatLine(line, language) : messages.noLine)
      .replace('{emergency}', emergency);
  const categories = new Set(assessment.categories);
  const paragraphs = [assessment.level === 'crisis' ? reply.openingCrisis : reply.openingConcern];
  const personal = categories.has('suicide') || categories.has('self_harm');
  if (personal || categories.size === 0) {
    const first =
      categories.has('suicide') || !categories.has('self_harm') ? 'suicide' : 'self_harm';
    paragraphs.push(fill(reply.support, lineFor(resources, first)));
  }
  if (categories.has('abuse')) paragraphs.push(fill(reply.abuse, lineFor(resources, 'abuse')));
  if (categories.has('harm_to_others')) {
    paragraphs.push(fill(reply.harmToOthers, lineFor(resources, 'harm_to_others')));
  }
  paragraphs.push(fill(reply.danger, null), reply.closing);
  return paragraphs.join('\n\n');
}
