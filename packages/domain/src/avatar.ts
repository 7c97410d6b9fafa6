// Initials avatars made locally as SVG data URLs: no external avatar service, so it works offline.

/** User-perceived characters, so 'É' written with a combining accent or an emoji stays whole. */
function graphemes(text: string): string[] {
  const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  return Array.from(segmenter.segment(text), (part) => part.segment);
}

/**
 * Up to two initials: the first character of the first and the last word ('Anna de Vries' -> 'AV',
 * '山田 太郎' -> '山太'); one word gives one ('김민수' -> '김'). Empty or blank gives '?'.
 */
export function initials(name: string | null | undefined): string {
  const words = (name ?? '')
    .trim()
    .split(/\s+/u)
    .filter((word) => word !== '');
  const first = words[0];
  if (first === undefined) return '?';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letters = [first, last].map((word) =>
    word === undefined ? '' : (graphemes(word)[0] ?? ''),
  );
  return letters.join('').toUpperCase();
}

/** Calm, readable-with-white backgrounds; the name picks one so a person keeps their colour. */
export const AVATAR_COLORS = [
  '#4C6EF5',
  '#7950F2',
  '#BE4BDB',
  '#E64980',
  '#F76707',
  '#2F9E44',
  '#0C8599',
  '#1971C2',
  '#5F3DC4',
  '#C2255C',
] as const;

/** FNV-1a over UTF-16 code units: stable across runs and platforms, unlike any random choice. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

export function avatarColor(name: string | null | undefined): string {
  const key = (name ?? '').trim().toLowerCase();
  return AVATAR_COLORS[hash(key) % AVATAR_COLORS.length] ?? AVATAR_COLORS[0];
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

export type AvatarOptions = { size?: number; background?: string; color?: string };

/** An SVG data URL with the initials on a colour derived from the name. */
export function initialsAvatar(
  name: string | null | undefined,
  options: AvatarOptions = {},
): string {
  const size = options.size ?? 128;
  const background = escapeXml(options.background ?? avatarColor(name));
  const color = escapeXml(options.color ?? '#FFFFFF');
  const text = escapeXml(initials(name));
  const fontSize = Math.round(size * 0.4);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `<rect width="100%" height="100%" fill="${background}"/>` +
    `<text x="50%" y="50%" dy=".1em" fill="${color}" font-size="${fontSize}" ` +
    `font-family="system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans CJK JP', 'Noto Sans KR', sans-serif" ` +
    `text-anchor="middle" dominant-baseline="middle">${text}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
