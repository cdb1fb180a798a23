import { isAlbanianCode, localizePath, withoutLanguagePrefix } from '@hiti/web/server-renderer';

/**
 * A request path made safe to send back in a `Location`: backslashes read as slashes (as browsers read
 * them), runs of slashes made one, dot segments resolved, characters percent-encoded. The result always
 * starts with exactly one `/`, so no spelling (`//host`, `/\host`, `/a/..//host`, `///host`) can make a
 * redirect lead to another site.
 */
export function sameSitePath(rawPath: string): string {
  const single = (path: string) => path.replace(/[\\/]+/gu, '/');
  const resolved = new URL(single(`/${rawPath}`), 'http://site.invalid').pathname;
  return single(resolved);
}

/**
 * The same page as the request path `rawPath` in the language a `?lang=` value names (`al` or `sq`: Albanian,
 * anything else Macedonian), by the web app's language prefix rule; a same-site path.
 */
export function pathInLanguage(rawPath: string, lang: string): string {
  const page = withoutLanguagePrefix(sameSitePath(rawPath));
  return sameSitePath(localizePath(page, isAlbanianCode(lang) ? 'al' : 'mk'));
}
