// The guide's working parts: a turn's input and result, its texts, the technique's steps and how a reply is put together.
import type { Language } from '@groeipad/domain';
import type { CoachUserContext } from '../../types';
import type { Intent } from '../intent';
import type { ResolvedPersona } from '../persona';
import type { Recognition } from '../recognise';
import type { GuideState, OfflineState } from '../state';
import { fill } from '../templates';
import { normalise } from '../text';
import type { GuideContent } from './guide-content';
import type { AppLinkTarget, GuideTechnique, GuideTopic } from './guide-ids';

export type GuideInput = {
  text: string;
  language: Language;
  state: OfflineState;
  rec: Recognition;
  intent: Intent;
  context: CoachUserContext;
  persona: ResolvedPersona;
  random: () => number;
};

export type GuideResult = {
  sentences: string[];
  state: OfflineState;
  /** link: the app screen a reply points to; linkPrompt: with the journal, the prompt to start with. */
  meta: { topic: GuideTopic; technique: GuideTechnique | null; step: string } & LinkMeta;
};

export type LinkMeta = { link: string | null; linkPrompt: string | null };
/** A turn's input with the guide texts of its language. */
export type Scene = GuideInput & { content: GuideContent };

export function mentions(scene: Scene, words: readonly string[]): boolean {
  const { language, text } = scene;
  const message = normalise(text, language);
  if (language === 'ja' || language === 'ko') return words.some((word) => message.includes(word));
  const spaced = ` ${message.replace(/[^\p{L}\p{N}']+/gu, ' ')} `;
  return words.some((word) => spaced.includes(` ${word.trim()} `));
}

export function stepLine(scene: Scene, technique: GuideTechnique, index: number): string {
  const steps = scene.content.techniques[technique]?.steps ?? [];
  const text = steps[index] ?? '';
  return fill(scene.content.lines.step, {
    number: String(index + 1),
    total: String(steps.length),
    text,
  });
}

export function nameOf(scene: Scene, technique: GuideTechnique): string {
  return scene.content.techniques[technique]?.name ?? technique;
}

export function stepCount(scene: Scene, technique: GuideTechnique): number {
  return scene.content.techniques[technique]?.steps.length ?? 0;
}

export function helpedList(state: OfflineState): GuideTechnique[] {
  return state.helped ?? [];
}

export function result(
  scene: Scene,
  sentences: Array<string | null>,
  guide: GuideState | null,
  step: string,
  extra: Partial<OfflineState> = {},
  target: AppLinkTarget | null = null,
): GuideResult {
  const topic = guide?.topic ?? scene.state.guide?.topic ?? 'general';
  return {
    sentences: sentences.filter((line): line is string => Boolean(line)),
    state: { ...scene.state, ...extra, guide, phase: guide ? 'active' : 'open' },
    meta: {
      topic,
      technique: guide?.technique ?? null,
      step,
      link: target?.link ?? null,
      linkPrompt: target?.prompt ?? null,
    },
  };
}

export function prefs(scene: Scene, tried: GuideTechnique[] = []) {
  return {
    helped: helpedList(scene.state),
    hour: scene.context.localHour ?? null,
    mbtiType: scene.context.mbtiType,
    tried,
  };
}
