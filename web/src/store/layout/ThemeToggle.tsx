import { useAtom } from 'jotai';
import { useTranslation } from '../../i18n/use-translation';
import { DEFAULT_THEME } from '@hiti/contracts';
import { useHydrated } from '../../lib/use-hydrated';
import { themeAtom } from '../../state/atoms';
import { Button } from '../ui/Button';
import { MoonIcon, SunIcon } from '../ui/icons';

export function ThemeToggle() {
  const [storedTheme, setTheme] = useAtom(themeAtom);
  const theme = useHydrated() ? storedTheme : DEFAULT_THEME;
  const { t } = useTranslation();
  const label = theme === 'dark' ? t('header.themeLight') : t('header.themeDark');
  return (
    <Button
      type="text"
      aria-label={label}
      title={label}
      icon={theme === 'dark' ? <SunIcon /> : <MoonIcon />}
      onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}
    />
  );
}
