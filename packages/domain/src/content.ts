// Content library rules: recommendation level, pack size, downloaded packs, progress (SPEC 3, 4, 5).
import { clampProgress } from './progress';

export type RecommendationLevel = 'high' | 'medium' | 'low';

/** >= 80 high, 60-79 medium, < 60 (and NaN) low. */
export function recommendationLevel(score: number): RecommendationLevel {
  if (score >= 80) return 'high';
  if (score >= 60) return 'medium';
  return 'low';
}

export const PACK_SIZE_UNITS = ['B', 'KB', 'MB', 'GB'] as const;
export type PackSizeUnit = (typeof PACK_SIZE_UNITS)[number];
export type PackSize = { value: number; unit: PackSizeUnit };

/**
 * Bytes in the largest 1024-based unit that keeps the value under 1024 once rounded (so never
 * '1024 KB'). Bytes are whole; KB, MB and GB keep one decimal, enough to tell packs apart.
 * Negative or non-finite sizes count as 0 B.
 */
export function packSize(bytes: number): PackSize {
  if (!Number.isFinite(bytes) || bytes < 1024) {
    return { value: Number.isFinite(bytes) ? Math.max(0, Math.round(bytes)) : 0, unit: 'B' };
  }
  let value = bytes;
  let index = 0;
  while (index < PACK_SIZE_UNITS.length - 1 && Math.round(value * 10) / 10 >= 1024) {
    value /= 1024;
    index += 1;
  }
  return { value: Math.round(value * 10) / 10, unit: PACK_SIZE_UNITS[index] ?? 'GB' };
}

/** '1,5 MB' in nl-NL; the number follows the locale, the unit symbols are universal. */
export function formatPackSize(bytes: number, locale = 'nl-NL'): string {
  const { value, unit } = packSize(bytes);
  const number = new Intl.NumberFormat(locale, {
    maximumFractionDigits: 1,
    useGrouping: false,
  }).format(value);
  return `${number} ${unit}`;
}

/** Downloaded only once downloaded_at is set, whatever download_status says. */
export function isPackDownloaded(pack: { downloaded_at?: number | null | undefined }): boolean {
  return pack.downloaded_at != null;
}

/** Content progress for display, clamped to 0-100. */
export function contentProgress(progress: number): number {
  return clampProgress(progress);
}
