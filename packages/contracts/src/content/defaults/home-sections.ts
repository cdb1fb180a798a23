import { DEFAULT_CONTENT_IMAGES } from '../default-assets';
import { bilingualText, image, plainText } from './draft';

/** The why-choose-us section of the home page. */
export const featureDefaults = [
  bilingualText('feature', 'feature_top_text', { al: 'Pse Hiti Kamina', mk: 'Зошто Hiti Kamina' }),
  bilingualText('feature', 'feature_title', {
    al: 'Ngrohtësi me cilësi italiane',
    mk: 'Топлина со италијански квалитет',
  }),
  bilingualText('feature', 'feature_description', {
    al: 'Më shumë se dy dekada përvojë, 6 dyqane dhe një ekip që ju shoqëron nga zgjedhja deri te montimi.',
    mk: 'Повеќе од две децении искуство, 6 продавници и тим што ве придружува од изборот до монтажата.',
  }),
  bilingualText('feature', 'feature1_title', { al: 'Cilësi premium', mk: 'Премиум квалитет' }),
  bilingualText('feature', 'feature1_content', {
    al: 'Kamina dhe soba nga fabrika italiane që e përfaqësojmë në mënyrë ekskluzive që nga viti 2018.',
    mk: 'Камини и печки од италијанската фабрика што ексклузивно ја застапуваме од 2018 година.',
  }),
  bilingualText('feature', 'feature2_title', { al: 'Montim profesional', mk: 'Професионална монтажа' }),
  bilingualText('feature', 'feature2_content', {
    al: 'Montim i sigurt dhe i pastër nga ekipi ynë i trajnuar, sipas standardeve të prodhuesit.',
    mk: 'Безбедна и уредна монтажа од нашиот обучен тим, според стандардите на производителот.',
  }),
  bilingualText('feature', 'feature3_title', { al: 'Mbështetje e përkushtuar', mk: 'Посветена поддршка' }),
  bilingualText('feature', 'feature3_content', {
    al: 'Këshilla, servisim dhe pjesë origjinale edhe shumë kohë pas blerjes.',
    mk: 'Совети, сервис и оригинални делови и долго по купувањето.',
  }),
];

/** The about teaser of the home page. */
export const homeAboutDefaults = [
  bilingualText('home_about', 'home_about_subtitle', { al: 'Rreth nesh', mk: 'За нас' }),
  bilingualText('home_about', 'home_about_title', {
    al: 'Ngrohtësi për shtëpinë tuaj që nga viti 1999',
    mk: 'Топлина за вашиот дом од 1999 година',
  }),
  bilingualText('home_about', 'home_about_p1', {
    al:
      'Hiti Kamina u themelua në vitin 1999 dhe sot është një nga emrat më të besuar për kamina dhe soba ' +
      'në Maqedoninë e Veriut.',
    mk:
      'Hiti Kamina е основана во 1999 година и денес е едно од најдоверливите имиња за камини и печки во ' +
      'Северна Македонија.',
  }),
  bilingualText('home_about', 'home_about_p2', {
    al:
      'Që nga viti 2018 jemi përfaqësuesi ekskluziv i fabrikës italiane dhe sjellim dizajn e teknologji ' +
      'evropiane në shtëpitë tuaja.',
    mk:
      'Од 2018 година сме ексклузивен застапник на италијанската фабрика и носиме европски дизајн и ' +
      'технологија во вашите домови.',
  }),
  bilingualText('home_about', 'home_about_p3', {
    al:
      'Na vizitoni në një nga 6 dyqanet tona dhe gjeni zgjidhjen e ngrohjes që i përshtatet më mirë ' +
      'hapësirës suaj.',
    mk:
      'Посетете нè во некоја од нашите 6 продавници и пронајдете го решението за греење што најдобро ' +
      'одговара на вашиот простор.',
  }),
  image('home_about', 'home_about_image', DEFAULT_CONTENT_IMAGES.homeAbout, {
    alt: { mk: 'Hiti Kamina', al: '' },
  }),
  bilingualText('home_about', 'home_about_btn_text', { al: 'Mëso më shumë', mk: 'Дознајте повеќе' }),
  plainText('home_about', 'home_about_btn_link', '/about'),
  bilingualText('home_about', 'home_about_contact_btn_text', { al: 'Na kontaktoni', mk: 'Контактирајте нè' }),
];

/** The featured products block of the home page. */
export const featuredProductsDefaults = [
  bilingualText('featured_products', 'featured_products_title', {
    al: 'Produktet e veçuara',
    mk: 'Издвоени производи',
  }),
  bilingualText('featured_products', 'featured_products_description', {
    al: 'Zbuloni disa nga kaminat dhe sobat më të kërkuara të koleksionit tonë.',
    mk: 'Откријте некои од најбараните камини и печки од нашата колекција.',
  }),
  bilingualText('featured_products', 'view_all_products_btn', {
    al: 'Shiko të gjitha produktet',
    mk: 'Погледнете ги сите производи',
  }),
];
