import { describe, expect, it } from 'vitest';
import { changeLanguage } from './create-i18n';
import { startI18n } from './start-i18n';

describe('startI18n', () => {
  it('loads only the detected language and Dutch, then others on a change', async () => {
    const i18n = await startI18n({ storage: null, languages: ['de-AT'], root: null });
    expect(i18n.language).toBe('de');
    expect(i18n.t('common:nav.home')).toBe('Start');
    expect(i18n.hasResourceBundle('nl', 'common')).toBe(true);
    expect(i18n.hasResourceBundle('ja', 'common')).toBe(false);
    await changeLanguage(i18n, 'ja', null);
    expect(i18n.hasResourceBundle('ja', 'common')).toBe(true);
    expect(i18n.t('common:nav.home')).not.toBe('Start');
  });

  it('starts in Dutch with nothing else loaded when nothing is detected', async () => {
    const i18n = await startI18n({ storage: null, languages: [], root: null });
    expect(i18n.language).toBe('nl');
    expect(i18n.hasResourceBundle('en', 'common')).toBe(false);
  });
});
