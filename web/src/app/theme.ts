import { theme } from 'antd';
import type { ThemeConfig } from 'antd';
import type { Theme } from '@hiti/contracts';

/** The one token set of the app: warm fire tones; light by default, dark available. */
export function antdTheme(mode: Theme): ThemeConfig {
  return {
    algorithm: mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: {
      colorPrimary: '#c2410c',
      colorLink: '#c2410c',
      borderRadius: 8,
      fontFamily:
        "'Segoe UI', system-ui, -apple-system, Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    },
  };
}
