import { plainText } from './draft';

/** Links of the social icons; an icon whose link is empty does nothing when clicked (SPEC §2). */
export const socialDefaults = [
  plainText('social', 'social_facebook', 'https://www.facebook.com/hitikamina'),
  plainText('social', 'social_instagram', 'https://www.instagram.com/hitikamina'),
  plainText('social', 'social_twitter', ''),
  plainText('social', 'social_youtube', ''),
];
