import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { TextStats } from './text-stats';

function statsOf(content: string, lng: string): string {
  renderApp(<TextStats content={content} score={undefined} />, { lng });
  return screen.getByTestId('journal-text-stats').textContent ?? '';
}

describe('TextStats', () => {
  it('counts characters in a Japanese text', () => {
    expect(statsOf('今日はとても良い一日でした。', 'ja')).toBe('14 文字 · 約 1 分で読めます');
  });

  it('counts characters in a Korean text', () => {
    expect(statsOf('오늘은 정말 좋은 하루였다.', 'ko')).toBe('12자 · 1분 분량');
  });

  it('says "tekens" for a Japanese text in the Dutch app', () => {
    expect(statsOf('今日はいい日', 'nl')).toBe('6 tekens · 1 min lezen');
  });

  it('counts words for Dutch text', () => {
    expect(statsOf('Vandaag was een goede dag', 'nl')).toBe('5 woorden · 1 min lezen');
  });
});
