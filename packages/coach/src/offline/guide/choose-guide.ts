// Finds what a help request is about and picks one or two techniques: what helped before, the hour, the type.
import type { Language } from '@groeipad/domain';
import type { FeelingId, TopicId } from '../ids';
import type { Recognition } from '../recognise';
import { normalise } from '../text';
import { guideContentFor } from './guide-content';
import type { GuideContent } from './guide-content';
import {
  DAY_TECHNIQUES,
  EVENING_TECHNIQUES,
  GUIDE_TOPICS,
  TECHNIQUE_AFFINITY,
  TOPIC_PLANS,
} from './guide-ids';
import type { GuideTechnique, GuideTopic } from './guide-ids';

/** Gratitude is good news, not a problem: the listening coach takes it unless help is asked. */
const FROM_TOPIC: Record<TopicId, GuideTopic | null> = {
  stress: 'stress',
  sleep: 'sleep',
  motivation: 'motivation',
  relationships: 'relationships',
  work: 'work',
  self_doubt: 'self_esteem',
  gratitude: null,
  goals: 'goals',
  loneliness: 'loneliness',
  anxiety: 'worry',
  anger: 'anger',
  grief: 'low_mood',
  health: 'habits',
  procrastination: 'motivation',
};

const FROM_FEELING: Partial<Record<FeelingId, GuideTopic>> = {
  anxious: 'worry',
  overwhelmed: 'stress',
  sad: 'low_mood',
  tired: 'low_mood',
  lonely: 'loneliness',
  angry: 'anger',
  frustrated: 'anger',
  ashamed: 'self_esteem',
};

function said(text: string, language: Language): string {
  return ` ${normalise(text, language)} `;
}

/** True when the message asks for help in so many words ("hoe kan ik", "tips", "도와"). */
export function asksForHelp(text: string, language: Language): boolean {
  const message = said(text, language);
  return guideContentFor(language).words.help.some((word) => message.includes(word));
}

/** Topics the recogniser has no words for; their own words win over its guess. */
const OWN_TOPICS: readonly GuideTopic[] = ['decisions', 'habits'];

function byWords(
  message: string,
  topics: GuideContent['words']['topics'],
  only: readonly GuideTopic[],
) {
  return only.find((topic) => (topics[topic] ?? []).some((word) => message.includes(word))) ?? null;
}

/** The guide topic: decisions and habits by their words, then recognition, then the other words. */
export function guideTopic(text: string, language: Language, rec: Recognition): GuideTopic | null {
  const message = said(text, language);
  const { topics } = guideContentFor(language).words;
  const own = byWords(message, topics, OWN_TOPICS);
  if (own) return own;
  const recognised = rec.topic ? FROM_TOPIC[rec.topic] : null;
  if (recognised) return recognised;
  const worded = byWords(message, topics, GUIDE_TOPICS);
  if (worded) return worded;
  return rec.feeling ? (FROM_FEELING[rec.feeling] ?? null) : null;
}

export function specialistTopic(topic: TopicId): GuideTopic {
  return FROM_TOPIC[topic] ?? 'general';
}

export type Preferences = {
  helped: readonly GuideTechnique[];
  hour: number | null;
  mbtiType: string | null;
  /** Techniques already tried in this thread. */
  tried?: readonly GuideTechnique[];
};

function isEvening(hour: number): boolean {
  return hour >= 18 || hour < 5;
}

function weight(technique: GuideTechnique, base: number, prefs: Preferences): number {
  let score = base;
  if (prefs.helped.includes(technique)) score += 10;
  if (prefs.hour !== null) {
    const evening = isEvening(prefs.hour);
    if (evening ? EVENING_TECHNIQUES.has(technique) : DAY_TECHNIQUES.has(technique)) score += 1;
  }
  if (prefs.mbtiType?.includes(TECHNIQUE_AFFINITY[technique])) score += 1;
  return score;
}

/** The technique to offer first and the alternative, best first. */
export function chooseGuide(topic: GuideTopic, prefs: Preferences): GuideTechnique[] {
  const [first, second] = TOPIC_PLANS[topic];
  const remembered = prefs.helped.filter(
    (technique) => technique === first || technique === second,
  );
  const ranked = [
    { technique: first, score: weight(first, 1.5, prefs) },
    { technique: second, score: weight(second, 0, prefs) },
  ]
    .sort((a, b) => b.score - a.score)
    .map((entry) => entry.technique);
  // Something that helped on another topic is still worth offering first when it fits any moment.
  const other = prefs.helped.find((technique) => !ranked.includes(technique));
  const plan =
    remembered.length === 0 && other && topic === 'general' ? [other, ...ranked] : ranked;
  const tried = prefs.tried ?? [];
  return plan.filter((technique) => !tried.includes(technique)).slice(0, 2);
}
