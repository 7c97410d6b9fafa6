import { describe, expect, it } from 'vitest';
import { confidencePercent, versionLabel } from './history-format';
import { nicknameAddsSomething } from './type-texts';

describe('history row wording', () => {
  it('shows confidence as a whole, clamped percentage', () => {
    expect(confidencePercent(0.734)).toBe(73);
    expect(confidencePercent(0.735)).toBe(74);
    expect(confidencePercent(0)).toBe(0);
    expect(confidencePercent(1.2)).toBe(100);
    expect(confidencePercent(undefined)).toBeUndefined();
    expect(confidencePercent(Number.NaN)).toBeUndefined();
  });

  it('names the known test versions and shows others as stored', () => {
    expect(versionLabel('groeipad-short-1')).toEqual({ key: 'short' });
    expect(versionLabel('groeipad-long-1')).toEqual({ key: 'long' });
    expect(versionLabel('self-reported')).toEqual({ key: 'selfReported' });
    expect(versionLabel('oejts-1.2')).toEqual({ text: 'oejts-1.2' });
    expect(versionLabel(undefined)).toBeUndefined();
    expect(versionLabel('')).toBeUndefined();
  });
});

describe('nicknameAddsSomething', () => {
  it('hides a nickname the title already contains', () => {
    expect(nicknameAddsSomething({ title: 'De Gids', nickname: 'Gids' })).toBe(false);
    expect(nicknameAddsSomething({ title: 'The Architect', nickname: 'architect' })).toBe(false);
    expect(nicknameAddsSomething({ title: 'De Denker', nickname: 'Logicus' })).toBe(true);
    expect(nicknameAddsSomething({ title: 'De Denker', nickname: ' ' })).toBe(false);
  });
});
