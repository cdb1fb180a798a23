import { DEFAULT_CONTENT_IMAGES } from '@hiti/contracts';
import { image } from './draft';

export const logoDefaults = [image('logo', 'main_logo', DEFAULT_CONTENT_IMAGES.logo, { alt: 'Hiti Kamina' })];
