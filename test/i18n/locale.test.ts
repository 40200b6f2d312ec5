import { describe, expect, it } from 'vitest';
import { facilityLocale, localeFromBrowser, mapBrowserLanguage, resolveLocale } from '../../src/i18n/locale';

describe('locale rules (spec section 1)', () => {
  it('the browser language is mapped to one of the five locales', () => {
    expect(mapBrowserLanguage('ja-JP')).toBe('ja');
    expect(mapBrowserLanguage('en-GB')).toBe('en');
    expect(mapBrowserLanguage('ko')).toBe('ko');
    expect(mapBrowserLanguage('zh-CN')).toBe('zh_Hans');
    expect(mapBrowserLanguage('zh-Hans-SG')).toBe('zh_Hans');
    expect(mapBrowserLanguage('zh-TW')).toBe('zh_Hant');
    expect(mapBrowserLanguage('zh-HK')).toBe('zh_Hant');
    expect(mapBrowserLanguage('zh-Hant')).toBe('zh_Hant');
    expect(mapBrowserLanguage('fr-FR')).toBeUndefined();
  });

  it('with en as the default', () => {
    expect(localeFromBrowser(['fr-FR', 'de'])).toBe('en');
    expect(localeFromBrowser([])).toBe('en');
    expect(localeFromBrowser(['fr-FR', 'ko-KR'])).toBe('ko');
  });

  it('a language query value is accepted only if it is a supported locale', () => {
    expect(resolveLocale({ query: 'zh_Hant', browser: ['en'] })).toBe('zh_Hant');
    expect(resolveLocale({ query: 'fr', browser: ['ja'] })).toBe('ja');
    expect(resolveLocale({ query: 'zh-TW', browser: ['en'] })).toBe('en');
  });

  it("the guest's stored choice wins over the browser", () => {
    expect(resolveLocale({ stored: 'ko', browser: ['ja'] })).toBe('ko');
    expect(resolveLocale({ stored: 'xx', browser: ['ja'] })).toBe('ja');
  });

  it('the facility locale falls back to ja unless it is ko or zh_Hant', () => {
    expect(facilityLocale('ko')).toBe('ko');
    expect(facilityLocale('zh_Hant')).toBe('zh_Hant');
    expect(facilityLocale('en')).toBe('ja');
    expect(facilityLocale('zh_Hans')).toBe('ja');
    expect(facilityLocale(null)).toBe('ja');
  });
});
