import { DEFAULT_CONTENT_IMAGES } from '../default-assets';
import { image } from './draft';

export const logoDefaults = [
  image('logo', 'main_logo', DEFAULT_CONTENT_IMAGES.logo, { alt: { mk: 'Hiti Kamina', al: '' } }),
];
