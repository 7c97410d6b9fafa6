// Translated words for an MBTI type: title and description from `mbti`, nickname from `types`.
import { toMbtiType, type MbtiType } from '@groeipad/domain';
import type { namespaces } from '@groeipad/i18n';
import type { TFunction } from 'i18next';

type T = TFunction<typeof namespaces>;

export type TypeTexts = { type: MbtiType; title: string; nickname: string; description: string };

/** undefined for a value that is not one of the 16 types; callers show mbti:unknownType then. */
export function typeTexts(t: T, value: string | undefined): TypeTexts | undefined {
  const type = toMbtiType(value);
  if (!type) return undefined;
  return {
    type,
    title: t(`mbti:types.${type}.title`),
    nickname: t(`types:${type}.nickname`),
    description: t(`mbti:types.${type}.description`),
  };
}

/** The type's own strength or growth-area texts (`types:<T>.strengths.1..4`), as suggestions. */
export function typeSuggestions(t: T, type: MbtiType, kind: 'strengths' | 'growthAreas'): string[] {
  return (['1', '2', '3', '4'] as const).map((n) => t(`types:${type}.${kind}.${n}`));
}

/** 'De Gids' already says 'Gids': the nickname line would only repeat the title. */
export function nicknameAddsSomething(texts: Pick<TypeTexts, 'title' | 'nickname'>): boolean {
  const nickname = texts.nickname.trim().toLocaleLowerCase();
  return nickname !== '' && !texts.title.toLocaleLowerCase().includes(nickname);
}
