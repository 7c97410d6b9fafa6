// Puts a finding into words in the user's language: title, the sentence with its numbers, and what to try.
import type { Language } from '@groeipad/domain';
import { INSIGHT_CONTENT, fill, type FillValues } from './content';
import type { Candidate } from './detectors/candidate';
import { RATIO_TEXT_FROM } from './detectors/rates';
import { formatCount, formatDecimal, formatWeekday } from './format';

export type InsightTexts = { title: string; content: string; actions: string[] };

const DECIMALS = new Set(['with', 'without', 'difference', 'ratio']);

function valuesOf(candidate: Candidate, language: Language): FillValues {
  const content = INSIGHT_CONTENT[language];
  const values: FillValues = {};
  for (const [name, value] of Object.entries(candidate.evidence)) {
    values[name] = DECIMALS.has(name)
      ? formatDecimal(value, language)
      : formatCount(value, language);
  }
  if (candidate.weekday !== undefined) values.weekday = formatWeekday(candidate.weekday, language);
  if (candidate.part) values.part = content.partsOfDay[candidate.part];
  if (candidate.marker) {
    const { kind, value } = candidate.marker;
    const known =
      kind === 'activity'
        ? content.activities[value]
        : kind === 'trigger'
          ? content.triggers[value]
          : undefined;
    values.marker = known ?? value;
  }
  return values;
}

export function insightTexts(candidate: Candidate, language: Language): InsightTexts {
  const texts = INSIGHT_CONTENT[language].super;
  const values = valuesOf(candidate, language);
  const make = (title: string, content: string, action: string): InsightTexts => ({
    title: fill(title, values),
    content: fill(content, values),
    actions: [fill(action, values)],
  });
  const direction = candidate.direction;
  switch (candidate.type) {
    case 'marker_mood': {
      const t = texts.marker_mood;
      const sentence = candidate.marker?.kind === 'tag' ? t.wrote : t.logged;
      return make(t.title, sentence[direction], t.action[direction]);
    }
    case 'writing_mood':
    case 'goals_mood': {
      const t = texts[candidate.type];
      return make(t.title, t.content[direction], t.action[direction]);
    }
    case 'weekday_mood': {
      const t = texts.weekday_mood;
      return make(t.title[direction], t.content[direction], t.action[direction]);
    }
    case 'writing_rhythm': {
      const t = texts.writing_rhythm;
      return make(t.title, candidate.part ? t.content.dayPart : t.content.day, t.action);
    }
    case 'goal_duration':
    case 'task_due':
    case 'planning_goals': {
      const t = texts[candidate.type];
      const ratio = candidate.evidence.ratio ?? 0;
      const useRatio = direction === 'up' && ratio >= RATIO_TEXT_FROM;
      return make(t.title, useRatio ? t.content.ratio : t.content[direction], t.action[direction]);
    }
  }
}
