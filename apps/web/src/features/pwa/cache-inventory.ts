// Pure grouping of cached files for /pre-download: by kind (scripts, stylesheets, images, other), readable URLs.

export const assetGroups = ['js', 'css', 'images', 'other'] as const;
export type AssetGroup = (typeof assetGroups)[number];

export type CachedAsset = { url: string; size: number | null };
export type CacheSummary = {
  name: string;
  count: number;
  assets: Record<AssetGroup, CachedAsset[]>;
};

const imageExtensions = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp', 'avif', 'svg', 'ico']);

export function assetGroup(url: string): AssetGroup {
  const path = new URL(url, 'https://x.invalid/').pathname.toLowerCase();
  const extension = path.slice(path.lastIndexOf('.') + 1);
  if (extension === 'js' || extension === 'mjs') return 'js';
  if (extension === 'css') return 'css';
  if (imageExtensions.has(extension)) return 'images';
  return 'other';
}

/** Path of a same-origin URL without Workbox's revision parameter. */
export function displayUrl(url: string, origin: string): string {
  const parsed = new URL(url, origin);
  parsed.searchParams.delete('__WB_REVISION__');
  const local = parsed.origin === new URL(origin).origin;
  return local ? `${parsed.pathname}${parsed.search}` : parsed.href;
}

export function summariseCache(name: string, assets: CachedAsset[]): CacheSummary {
  const grouped: Record<AssetGroup, CachedAsset[]> = { js: [], css: [], images: [], other: [] };
  for (const asset of assets) grouped[assetGroup(asset.url)].push(asset);
  for (const group of assetGroups) grouped[group].sort((a, b) => a.url.localeCompare(b.url));
  return { name, count: assets.length, assets: grouped };
}

export function totalSize(assets: CachedAsset[]): number {
  return assets.reduce((sum, asset) => sum + (asset.size ?? 0), 0);
}
