// Every locale bundled into the app (SPEC.md: "Translations are bundled; nothing is loaded").
import type { Language } from '@groeipad/domain';
import type { Namespace } from './namespaces';
import deCommon from '../locales/de/common.json';
import deHome from '../locales/de/home.json';
import deMbti from '../locales/de/mbti.json';
import deStorage from '../locales/de/storage.json';
import enCommon from '../locales/en/common.json';
import enHome from '../locales/en/home.json';
import enMbti from '../locales/en/mbti.json';
import enStorage from '../locales/en/storage.json';
import esCommon from '../locales/es/common.json';
import esHome from '../locales/es/home.json';
import esMbti from '../locales/es/mbti.json';
import esStorage from '../locales/es/storage.json';
import frCommon from '../locales/fr/common.json';
import frHome from '../locales/fr/home.json';
import frMbti from '../locales/fr/mbti.json';
import frStorage from '../locales/fr/storage.json';
import jaCommon from '../locales/ja/common.json';
import jaHome from '../locales/ja/home.json';
import jaMbti from '../locales/ja/mbti.json';
import jaStorage from '../locales/ja/storage.json';
import koCommon from '../locales/ko/common.json';
import koHome from '../locales/ko/home.json';
import koMbti from '../locales/ko/mbti.json';
import koStorage from '../locales/ko/storage.json';
import nlCommon from '../locales/nl/common.json';
import nlHome from '../locales/nl/home.json';
import nlMbti from '../locales/nl/mbti.json';
import nlStorage from '../locales/nl/storage.json';

/** Dutch is the source language: its shape is the type every screen translates against. */
export type SourceResources = {
  common: typeof nlCommon;
  storage: typeof nlStorage;
  home: typeof nlHome;
  mbti: typeof nlMbti;
};

/** Other locales differ from nl only in plural forms (ja/ko: _other only; es/fr: also _many). */
export type LocaleResources = Record<Namespace, Record<string, unknown>>;

export const resources = {
  nl: { common: nlCommon, storage: nlStorage, home: nlHome, mbti: nlMbti },
  en: { common: enCommon, storage: enStorage, home: enHome, mbti: enMbti },
  de: { common: deCommon, storage: deStorage, home: deHome, mbti: deMbti },
  es: { common: esCommon, storage: esStorage, home: esHome, mbti: esMbti },
  fr: { common: frCommon, storage: frStorage, home: frHome, mbti: frMbti },
  ja: { common: jaCommon, storage: jaStorage, home: jaHome, mbti: jaMbti },
  ko: { common: koCommon, storage: koStorage, home: koHome, mbti: koMbti },
} satisfies Record<Language, LocaleResources>;
