import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { themeAtom } from '../state/atoms';

/** Puts the chosen theme on `<html data-theme>`, where the storefront's colour tokens follow it. */
export function ThemeSync() {
  const mode = useAtomValue(themeAtom);
  useEffect(() => {
    document.documentElement.dataset.theme = mode;
  }, [mode]);
  return null;
}
