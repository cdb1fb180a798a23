import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { themeAtom } from '../../state/atoms';

export function ThemeToggle() {
  const [theme, setTheme] = useAtom(themeAtom);
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
