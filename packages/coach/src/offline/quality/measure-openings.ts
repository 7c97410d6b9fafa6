// Runs the offline coach on each opening message and scores its first reply (the bench and the floor test share it).
import type { Language } from '@groeipad/domain';
import type { CoachProvider, CoachUserContext } from '../../types';
import { scoreReply, summarise } from './reply-quality';
import type { OpeningCase, QualityReport, QualityScore } from './reply-quality';

export type ScoredOpening = { opening: OpeningCase; reply: string; score: QualityScore };

/** A user with some data but no history with the coach, at a fixed evening hour. */
export function openingContext(language: Language): CoachUserContext {
  return {
    language,
    country: null,
    mbtiType: 'INFJ',
    coachingGoals: ['stress_management'],
    moodTrend: { direction: 'down', average: 2.4, count: 9 },
    openDailyGoals: [],
    weakestLifeArea: null,
    journalThemes: [],
    localHour: 21,
  };
}

export async function replyTo(provider: CoachProvider, opening: OpeningCase): Promise<string> {
  let reply = '';
  for await (const chunk of provider.reply({
    messages: [{ role: 'user', content: opening.text }],
    context: openingContext(opening.language),
    contextType: 'coaching',
  }))
    if (chunk.type === 'text') reply += chunk.text;
  return reply;
}

export async function measureOpenings(
  provider: CoachProvider,
  openings: readonly OpeningCase[],
): Promise<{ scored: ScoredOpening[]; report: QualityReport }> {
  const scored: ScoredOpening[] = [];
  for (const opening of openings) {
    const reply = await replyTo(provider, opening);
    scored.push({ opening, reply, score: scoreReply(opening, reply) });
  }
  return { scored, report: summarise(scored) };
}
