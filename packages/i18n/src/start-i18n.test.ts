import { describe, expect, it } from 'vitest';
import { changeLanguage } from './create-i18n';
import { ensureLanguage } from './locale-loader';
import { firstScreenNamespaces, laterNamespaces } from './namespaces';
import { startI18n } from './start-i18n';

describe('startI18n', () => {
  it('loads only the first-screen texts of the detected language, the rest on request', async () => {
    const i18n = await startI18n({ storage: null, languages: ['de-AT'], root: null });
    expect(i18n.language).toBe('de');
    expect(i18n.t('common:nav.home')).toBe('Start');
    for (const ns of firstScreenNamespaces) expect(i18n.hasResourceBundle('de', ns), ns).toBe(true);
    for (const ns of laterNamespaces) expect(i18n.hasResourceBundle('de', ns), ns).toBe(false);
    // No Dutch fallback is downloaded: every locale has every key.
    expect(i18n.hasResourceBundle('nl', 'common')).toBe(false);

    await ensureLanguage(i18n, 'de');
    for (const ns of laterNamespaces) expect(i18n.hasResourceBundle('de', ns), ns).toBe(true);
    expect(i18n.t('settings:title')).toBe('Einstellungen');
  });

  it('loads all of a language it switches to', async () => {
    const i18n = await startI18n({ storage: null, languages: ['de'], root: null });
    await changeLanguage(i18n, 'ja', null);
    expect(i18n.hasResourceBundle('ja', 'common')).toBe(true);
    expect(i18n.hasResourceBundle('ja', 'insights')).toBe(true);
    expect(i18n.t('common:nav.home')).not.toBe('Start');
  });

  it('starts in Dutch with nothing else loaded when nothing is detected', async () => {
    const i18n = await startI18n({ storage: null, languages: [], root: null });
    expect(i18n.language).toBe('nl');
    expect(i18n.hasResourceBundle('en', 'common')).toBe(false);
  });
});
