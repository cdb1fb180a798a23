import 'i18next';
import type { StorefrontTexts } from '@hiti/contracts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: StorefrontTexts };
  }
}
