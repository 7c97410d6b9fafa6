// Test helpers: run a scripted conversation through the offline coach and collect what it said.
import type { Language } from '@groeipad/domain';
import type {
  CoachChunk,
  CoachMessage,
  CoachPersona,
  CoachRequest,
  CoachUserContext,
} from '../types';
import { createOfflineCoach } from '../offline/provider';
import type { OfflineState } from '../offline/state';
import { offlineStateSchema } from '../offline/state';

export function emptyContext(language: Language): CoachUserContext {
  return {
    language,
    mbtiType: null,
    coachingGoals: [],
    moodTrend: null,
    openDailyGoals: [],
    weakestLifeArea: null,
    journalThemes: [],
  };
}

export type TalkTurn = {
  user: string;
  reply: string;
  chunks: string[];
  state: OfflineState;
  meta: Record<string, string | number | boolean | null>;
};

export type TalkOptions = {
  context?: CoachUserContext;
  persona?: CoachPersona;
  random?: () => number;
  contextType?: CoachRequest['contextType'];
  /** The state a new conversation starts from (the app passes the user's last one). */
  state?: unknown;
};

export async function collect(reply: AsyncIterable<CoachChunk>) {
  const chunks: CoachChunk[] = [];
  for await (const chunk of reply) chunks.push(chunk);
  return chunks;
}

/** Plays the user's lines one by one, passing the returned state back like the orchestrator does. */
export async function talk(
  language: Language,
  lines: string[],
  options: TalkOptions = {},
): Promise<TalkTurn[]> {
  const coach = createOfflineCoach(options.random ? { random: options.random } : {});
  const messages: CoachMessage[] = [];
  const turns: TalkTurn[] = [];
  let state: unknown = options.state;
  for (const user of lines) {
    messages.push({ role: 'user', content: user });
    const chunks = await collect(
      coach.reply({
        messages: [...messages],
        context: options.context ?? emptyContext(language),
        contextType: options.contextType ?? 'coaching',
        persona: options.persona,
        state,
      }),
    );
    const done = chunks.at(-1);
    if (done?.type !== 'done') throw new Error('the reply did not end with a done chunk');
    const texts = chunks.flatMap((chunk) => (chunk.type === 'text' ? [chunk.text] : []));
    const reply = texts.join('');
    // A real orchestrator stores the state as JSON, so the test does too.
    state = JSON.parse(JSON.stringify(done.state)) as unknown;
    turns.push({
      user,
      reply,
      chunks: texts,
      state: offlineStateSchema.parse(state),
      meta: done.meta ?? {},
    });
    messages.push({ role: 'assistant', content: reply });
  }
  return turns;
}

/** Every reply ends with exactly one question mark (ASCII or full-width), and it is the last character. */
export function questionMarks(reply: string): number {
  return (reply.match(/[?？]/g) ?? []).length;
}

export function endsWithOneQuestion(reply: string): boolean {
  return questionMarks(reply) === 1 && /[?？]$/.test(reply.trim());
}

/** A fixed sequence of "random" numbers, for deterministic wording. */
export function sequence(...values: number[]): () => number {
  let index = 0;
  return () => {
    const value = values[index % values.length] ?? 0;
    index += 1;
    return value;
  };
}
