import { ConfigProvider } from 'antd';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { DEFAULT_THEME } from '@hiti/contracts';
import { antdTheme } from '../../app/theme';
import { useHydrated } from '../../lib/use-hydrated';
import { themeAtom } from '../../state/atoms';

/** The shared design tokens for the storefront parts still built from antd components. */
export function AntdPagesTheme({ children }: { children: ReactNode }) {
  const storedMode = useAtomValue(themeAtom);
  const mode = useHydrated() ? storedMode : DEFAULT_THEME;
  return <ConfigProvider theme={antdTheme(mode)}>{children}</ConfigProvider>;
}
