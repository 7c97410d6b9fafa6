import { describe, expect, it } from 'vitest';
import {
  parseClassification,
  raiseOnly,
  verdictOfModeration,
  withSecondOpinion,
  type SafetyModerator,
} from './second-opinion';
import type { CrisisAssessment } from './types';

const none: CrisisAssessment = { level: 'none', categories: [], languages: [] };
const concern: CrisisAssessment = { level: 'concern', categories: ['suicide'], languages: ['nl'] };
const crisis: CrisisAssessment = { level: 'crisis', categories: ['abuse'], languages: ['en'] };

describe('raiseOnly', () => {
  it('raises the level and joins the categories, in their fixed order', () => {
    expect(raiseOnly(concern, { level: 'crisis', categories: ['self_harm'] })).toEqual({
      level: 'crisis',
      categories: ['suicide', 'self_harm'],
      languages: ['nl'],
    });
    expect(raiseOnly(none, { level: 'concern', categories: [] })).toMatchObject({
      level: 'concern',
      categories: ['suicide'],
    });
  });

  it('never lowers: a calmer or equal verdict leaves the device’s assessment as it is', () => {
    expect(raiseOnly(crisis, { level: 'none', categories: [] })).toBe(crisis);
    expect(raiseOnly(crisis, { level: 'concern', categories: ['suicide'] })).toBe(crisis);
    expect(raiseOnly(concern, { level: 'concern', categories: ['abuse'] })).toBe(concern);
  });
});

describe('withSecondOpinion', () => {
  it('takes a higher verdict, says so, and hands the moderator the text', async () => {
    const seen: string[] = [];
    const moderator: SafetyModerator = (text) => {
      seen.push(text);
      return Promise.resolve({ level: 'crisis', categories: ['harm_to_others'] });
    };
    const result = await withSecondOpinion(none, 'het mes ligt klaar', moderator);
    expect(seen).toEqual(['het mes ligt klaar']);
    expect(result.secondOpinion).toBe('raised');
    expect(result.assessment).toMatchObject({ level: 'crisis', categories: ['harm_to_others'] });
  });

  it('keeps the device’s answer when the model agrees, fails or is too slow (and aborts it)', async () => {
    const same = await withSecondOpinion(concern, 'x', () =>
      Promise.resolve({ level: 'none', categories: [] }),
    );
    expect(same).toEqual({ assessment: concern, secondOpinion: 'same' });
    const failed = await withSecondOpinion(concern, 'x', () => Promise.reject(new Error('502')));
    expect(failed).toEqual({ assessment: concern, secondOpinion: 'error' });
    let aborted = false;
    const slow: SafetyModerator = (_text, signal) =>
      new Promise((resolve) => {
        signal.addEventListener('abort', () => {
          aborted = true;
        });
        setTimeout(() => resolve({ level: 'crisis', categories: ['suicide'] }), 500);
      });
    const late = await withSecondOpinion(none, 'x', slow, 30);
    expect(late).toEqual({ assessment: none, secondOpinion: 'timeout' });
    expect(aborted).toBe(true);
  });
});

describe('parseClassification', () => {
  it('reads the one JSON object asked for, also in a code fence, dropping unknown categories', () => {
    expect(parseClassification('{"level":"crisis","categories":["suicide","spam"]}')).toEqual({
      level: 'crisis',
      categories: ['suicide'],
    });
    expect(parseClassification('```json\n{"level": "concern", "categories": []}\n```')).toEqual({
      level: 'concern',
      categories: [],
    });
    expect(parseClassification('{"level":"none","categories":["abuse"]}')).toEqual({
      level: 'none',
      categories: [],
    });
  });

  it('refuses anything else: prose, another level, a wrong shape', () => {
    for (const raw of [
      'The message is a crisis.',
      '{"level":"high"}',
      '{"level":"crisis","categories":"suicide"}',
      '["crisis"]',
      '',
    ]) {
      expect(parseClassification(raw), raw).toBeNull();
    }
  });
});

describe('verdictOfModeration', () => {
  it('maps self-harm intent to a crisis, talk and threats to a concern, violence alone to nothing', () => {
    const flags = (names: string[]) => ({
      flagged: names.length > 0,
      categories: Object.fromEntries(names.map((name) => [name, true])),
    });
    expect(verdictOfModeration(flags(['self-harm', 'self-harm/intent'])).level).toBe('crisis');
    expect(verdictOfModeration(flags(['self-harm']))).toEqual({
      level: 'concern',
      categories: ['suicide', 'self_harm'],
    });
    expect(verdictOfModeration(flags(['harassment/threatening', 'violence']))).toEqual({
      level: 'concern',
      categories: ['harm_to_others'],
    });
    expect(verdictOfModeration(flags(['sexual/minors'])).categories).toEqual(['abuse']);
    expect(verdictOfModeration(flags(['violence', 'violence/graphic'])).level).toBe('none');
  });
});
