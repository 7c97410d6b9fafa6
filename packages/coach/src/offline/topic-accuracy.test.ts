import { isSupportedLanguage, supportedLanguages } from '@groeipad/domain';
import type { Language } from '@groeipad/domain';
import { describe, expect, it } from 'vitest';
import labelled from '../../test-data/topics-set.json';
import { detectLanguage } from './language-detect';
import { isTopicId } from './ids';
import { recognise } from './recognise';

type Sample = { language: Language; text: string; topic: string };

const samples: Sample[] = labelled.messages.map((message) => {
  if (!isSupportedLanguage(message.language))
    throw new Error(`unknown language ${message.language}`);
  return { ...message, language: message.language };
});

function accuracy(hits: number, total: number): number {
  return total === 0 ? 0 : hits / total;
}

function percent(value: number): string {
  return `${(value * 100).toFixed(1)}%`;
}

describe('topic recognition on the labelled set', () => {
  it('has at least 20 messages per language, each with a known topic', () => {
    for (const language of supportedLanguages) {
      expect(
        samples.filter((sample) => sample.language === language).length,
      ).toBeGreaterThanOrEqual(20);
    }
    expect(samples.every((sample) => isTopicId(sample.topic))).toBe(true);
  });

  it('recognises the topic in >= 80% overall and >= 70% per language', () => {
    const rows = supportedLanguages.map((language) => {
      const own = samples.filter((sample) => sample.language === language);
      const hits = own.filter((sample) => recognise(sample.text, language).topic === sample.topic);
      const misses = own.filter((sample) => !hits.includes(sample));
      return { language, hits: hits.length, total: own.length, misses };
    });
    const hits = rows.reduce((sum, row) => sum + row.hits, 0);
    const overall = accuracy(hits, samples.length);
    const lines = rows.map(
      (row) =>
        `${row.language}: ${row.hits}/${row.total} = ${percent(accuracy(row.hits, row.total))}`,
    );
    console.log(
      `Topic accuracy (language given)\n${lines.join('\n')}\noverall: ${hits}/${samples.length} = ${percent(overall)}`,
    );
    for (const row of rows) {
      for (const miss of row.misses)
        console.log(
          `  miss ${row.language} [${miss.topic}] -> ${recognise(miss.text, row.language).topic}: ${miss.text}`,
        );
      expect(accuracy(row.hits, row.total), row.language).toBeGreaterThanOrEqual(0.7);
    }
    expect(overall).toBeGreaterThanOrEqual(0.8);
  });

  it('finds the topic and the language when the language is not given', () => {
    const topicHits = samples.filter(
      (sample) => recognise(sample.text).topic === sample.topic,
    ).length;
    const languageHits = samples.filter(
      (sample) => detectLanguage(sample.text).language === sample.language,
    );
    console.log(
      `Without a language hint: topic ${percent(accuracy(topicHits, samples.length))}, language ${percent(accuracy(languageHits.length, samples.length))}`,
    );
    expect(accuracy(languageHits.length, samples.length)).toBeGreaterThanOrEqual(0.95);
    expect(accuracy(topicHits, samples.length)).toBeGreaterThanOrEqual(0.8);
  });
});
