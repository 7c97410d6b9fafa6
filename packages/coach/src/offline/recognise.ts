// Recognises the topic and the feeling of a message in any of the 7 languages.
import { fallbackLanguage } from '@groeipad/domain';
import type { Language } from '@groeipad/domain';
import type { FeelingId, TopicId } from './ids';
import { detectLanguage } from './language-detect';
import { scoreText } from './scoring';
import type { Score } from './scoring';

export type Recognition = {
  topic: TopicId | null;
  feeling: FeelingId | null;
  language: Language;
  /** 0-1 confidence in the topic (or in the feeling when no topic word was found). */
  confidence: number;
};

/** A clear feeling with no topic word still points somewhere, weakly. */
const FEELING_TOPIC: Partial<Record<FeelingId, TopicId>> = {
  lonely: 'loneliness',
  anxious: 'anxiety',
  angry: 'anger',
  overwhelmed: 'stress',
  ashamed: 'self_doubt',
};
const FEELING_ONLY_CONFIDENCE = 0.3;

/**
 * Life domains lose a tie to what is happening in them: "work stress" is about stress, "my
 * mother died" is about grief. The domain still shapes the conversation through the words.
 */
const DOMAIN_TOPICS: ReadonlySet<unknown> = new Set<TopicId>(['work', 'relationships', 'health']);

function domainRank(key: unknown): number {
  return DOMAIN_TOPICS.has(key) ? 1 : 0;
}

function best<K>(scores: Map<K, Score>): { key: K; score: number; second: number } | null {
  const ranked = [...scores.entries()].sort(
    ([keyA, a], [keyB, b]) =>
      b.score - a.score ||
      domainRank(keyA) - domainRank(keyB) ||
      b.strongest - a.strongest ||
      a.first - b.first,
  );
  const top = ranked[0];
  if (!top) return null;
  return { key: top[0], score: top[1].score, second: ranked[1]?.[1].score ?? 0 };
}

function confidenceOf(score: number, second: number): number {
  const strength = Math.min(1, score / 3);
  const margin = (score - second) / score;
  return Math.round((0.5 * strength + 0.5 * margin) * 100) / 100;
}

export function recognise(text: string, language?: Language): Recognition {
  const resolved = language ?? detectLanguage(text).language ?? fallbackLanguage;
  const scores = scoreText(text, resolved);
  const topic = best(scores.topics);
  const feeling = best(scores.feelings);
  if (topic) {
    return {
      topic: topic.key,
      feeling: feeling?.key ?? null,
      language: resolved,
      confidence: confidenceOf(topic.score, topic.second),
    };
  }
  const fromFeeling = feeling ? (FEELING_TOPIC[feeling.key] ?? null) : null;
  return {
    topic: fromFeeling,
    feeling: feeling?.key ?? null,
    language: resolved,
    confidence: fromFeeling ? FEELING_ONLY_CONFIDENCE : 0,
  };
}
