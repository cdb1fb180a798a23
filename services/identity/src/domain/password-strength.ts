import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as commonPackage from '@zxcvbn-ts/language-common';
import * as englishPackage from '@zxcvbn-ts/language-en';
import type { ValidationMessageKey } from '@hiti/contracts';

/** zxcvbn's scores run 0-4; 3 is "safely unguessable" against an online attack with throttling. */
const MIN_SCORE = 3;
/** Words everyone who knows the showroom would try first. */
const SITE_WORDS = ['hiti', 'kamina', 'hitikamina', 'kamin', 'kamini', 'pecki', 'admin', 'administrator'];

/** The bundled list of the most common passwords (zxcvbn's common package, about 49,000). */
const commonPasswords = new Set(commonPackage.dictionary['passwords-common']);

const estimator = new ZxcvbnFactory({
  dictionary: { ...commonPackage.dictionary, ...englishPackage.dictionary },
  graphs: commonPackage.adjacencyGraphs,
  translations: englishPackage.translations,
});

/**
 * Why a new password is refused, as a validation message key, or null when it is strong enough: one of the
 * most common passwords, or too easy to guess by zxcvbn's estimate (knowing the username and the site).
 */
export function passwordWeakness(password: string, username: string): ValidationMessageKey | null {
  if (commonPasswords.has(password.toLowerCase())) return 'passwordCommon';
  const { score } = estimator.check(password, [username, ...SITE_WORDS]);
  return score < MIN_SCORE ? 'passwordWeak' : null;
}
