// How a test-history row reads: the test version as words and the confidence as a whole percentage.
import { SELF_REPORTED_VERSION } from '@groeipad/domain';

export const KNOWN_VERSIONS = {
  'groeipad-short-1': 'short',
  'groeipad-long-1': 'long',
  [SELF_REPORTED_VERSION]: 'selfReported',
} as const;

export type VersionLabel = (typeof KNOWN_VERSIONS)[keyof typeof KNOWN_VERSIONS];

/** A label key for known versions, otherwise the stored text itself (older or imported tests). */
export function versionLabel(
  version: string | undefined,
): { key: VersionLabel } | { text: string } | undefined {
  if (!version) return undefined;
  const key = (KNOWN_VERSIONS as Record<string, VersionLabel | undefined>)[version];
  return key ? { key } : { text: version };
}

/** 0.734 -> 73; undefined (self-reported) or not a finite number stays undefined; clamped to 0-100. */
export function confidencePercent(score: number | undefined): number | undefined {
  if (score === undefined || !Number.isFinite(score)) return undefined;
  return Math.min(100, Math.max(0, Math.round(score * 100)));
}
