// Splits a reply into sentences (the streaming chunks) and joins them back the way each language writes.
import type { Language } from '@groeipad/domain';

export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?…])\s+|(?<=[。！？])/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** Japanese runs sentences together; the other languages put a space between them. */
export function sentenceSeparator(language: Language): string {
  return language === 'ja' ? '' : ' ';
}
