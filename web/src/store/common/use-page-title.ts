import { usePageHead } from '../head/head-context';

/** A page whose head is its title (`<title> | Hiti Kamina`, or the site name alone) and the site's description. */
export function usePageTitle(title?: string): void {
  usePageHead({ title });
}
