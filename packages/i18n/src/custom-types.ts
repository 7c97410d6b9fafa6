// react-i18next type augmentation: t('common:loading') and friends are checked against the Dutch source files.
import type { SourceResources } from './resources-types';

declare module 'i18next' {
  // Module augmentation only works by merging into the library's interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: SourceResources;
    returnNull: false;
  }
}

export type TranslationResources = SourceResources;
