import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { DEFAULT_THEME } from '@hiti/contracts';
import { useHydrated } from '../../lib/use-hydrated';
import { themeAtom } from '../../state/atoms';

export function ThemeToggle() {
  const [storedTheme, setTheme] = useAtom(themeAtom);
  const theme = useHydrated() ? storedTheme : DEFAULT_THEME;
  const { t } = useTranslation();
  const label = theme === 'dark' ? t('header.themeLight') : t('header.themeDark');
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        aria-label={label}
        icon={theme === 'dark' ? <SunOutlined /> : <MoonOutlined />}
        onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}
      />
    </Tooltip>
  );
}
