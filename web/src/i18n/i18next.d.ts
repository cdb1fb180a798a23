import 'i18next';
import type { mk } from './mk';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof mk };
  }
}
