import { theme } from 'antd';
import type { ThemeConfig } from 'antd';
import type { Theme } from '@hiti/contracts';
import { DESIGN_TOKENS } from './design-tokens';

/** The admin's antd theme from the shared design tokens; light by default, dark available. */
export function antdTheme(mode: Theme): ThemeConfig {
  return {
    algorithm: mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: {
      colorPrimary: DESIGN_TOKENS.colorPrimary,
      colorLink: DESIGN_TOKENS.colorPrimary,
      borderRadius: DESIGN_TOKENS.borderRadius,
      fontFamily: DESIGN_TOKENS.fontFamily,
    },
  };
}
