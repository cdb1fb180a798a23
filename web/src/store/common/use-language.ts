import { useAtomValue } from 'jotai';
import { languageAtom } from '../../state/atoms';

export function useLanguage() {
  return useAtomValue(languageAtom);
}
