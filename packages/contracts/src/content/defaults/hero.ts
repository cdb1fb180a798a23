import { DEFAULT_CONTENT_IMAGES } from '../default-assets';
import { bilingualText, image } from './draft';

export const heroSlideDefaults = [
  image('hero', 'hero_slider_1', DEFAULT_CONTENT_IMAGES.heroSlide1, {
    alt: { mk: 'Hiti Kamina', al: '' },
    title: { mk: 'Премиум камини за вашиот дом', al: 'Kamina premium për shtëpinë tuaj' },
    description: {
      mk: 'Топлина, дизајн и италијански квалитет – од 1999 година.',
      al: 'Ngrohtësi, dizajn dhe cilësi italiane – që nga viti 1999.',
    },
  }),
  image('hero', 'hero_slider_2', DEFAULT_CONTENT_IMAGES.heroSlide2, {
    alt: { mk: 'Hiti Kamina', al: '' },
    title: {
      mk: 'Ексклузивен застапник на италијанската фабрика',
      al: 'Përfaqësues ekskluziv i fabrikës italiane',
    },
    description: {
      mk: 'Од 2018 година ги носиме најдобрите италијански камини и печки во Северна Македонија.',
      al: 'Që nga viti 2018 sjellim në Maqedoninë e Veriut kaminat dhe sobat më të mira italiane.',
    },
  }),
];

export const heroTextDefaults = [
  bilingualText('hero_text', 'hero_main_title', {
    al: 'Hiti Kamina – ngrohtësi që zgjat',
    mk: 'Hiti Kamina – топлина што трае',
  }),
  bilingualText('hero_text', 'hero_subtitle', {
    al: 'Kamina, soba dhe zgjidhje ngrohjeje premium për shtëpinë dhe biznesin tuaj.',
    mk: 'Камини, печки и премиум решенија за греење за вашиот дом и бизнис.',
  }),
  bilingualText('hero_text', 'hero_products_btn_text', {
    al: 'Shiko produktet',
    mk: 'Погледнете ги производите',
  }),
  bilingualText('hero_text', 'hero_contact_btn_text', { al: 'Na kontaktoni', mk: 'Контактирајте нè' }),
];
