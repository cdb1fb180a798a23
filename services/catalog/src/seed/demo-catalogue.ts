import type { CategoryInput, ProductCreateInput } from '@hiti/contracts';

/** The demo images shipped under services/media/demo-assets (served as /attached_assets/...). */
export const DEMO_IMAGES = {
  builtIn: '/attached_assets/demo-kamin-montues.jpg',
  electric: '/attached_assets/demo-kamin-elektrik.jpg',
  accessories: '/attached_assets/demo-aksesor.jpg',
  wood: '/attached_assets/demo-kamin-druri.jpg',
  stove: '/attached_assets/demo-soba.jpg',
  pellet: '/attached_assets/demo-soba-pelet.jpg',
  outdoor: '/attached_assets/demo-kamin-jashtme.jpg',
} as const;

export const DEMO_CATEGORIES = [
  {
    name: 'Kamina Montues',
    description: 'Вградени камини со стаклена врата / Kamina të montuara me derë xhami',
    imageUrl: DEMO_IMAGES.builtIn,
  },
  {
    name: 'Kamina Elektrik',
    description: 'Електрични камини без оџак / Kamina elektrike pa oxhak',
    imageUrl: DEMO_IMAGES.electric,
  },
  {
    name: 'Aksesor',
    description: 'Прибор, пелети, дрва и оџачки цевки / Pajisje, pelet, dru dhe tuba oxhaku',
    imageUrl: DEMO_IMAGES.accessories,
  },
  {
    name: 'Kamina Druri',
    description: 'Самостоечки камини на дрва / Kamina me dru që qëndrojnë të lira',
    imageUrl: DEMO_IMAGES.wood,
  },
  {
    name: 'Soba',
    description: 'Печки и шпорети на дрва / Sobë dhe shporeta me dru',
    imageUrl: DEMO_IMAGES.stove,
  },
  {
    name: 'Soba me Pelet',
    description: 'Печки на пелети со термостат / Sobë me pelet me termostat',
    imageUrl: DEMO_IMAGES.pellet,
  },
  {
    name: 'Kamina të Jashtme',
    description: 'Камини и огништа за тераса и градина / Kamina dhe vatra për oborr e tarracë',
    imageUrl: DEMO_IMAGES.outdoor,
  },
] as const satisfies readonly CategoryInput[];

type CategoryName = (typeof DEMO_CATEGORIES)[number]['name'];
type Promotion = 'active' | 'expired' | 'future';

interface DemoProduct {
  name: string;
  description: string;
  category: CategoryName;
  image: keyof typeof DEMO_IMAGES;
  fullPrice: number;
  unitPrice?: number;
  unitType?: string;
  inStock?: boolean;
  featured?: boolean;
  promo?: { kind: Promotion; price: number };
}

const PRODUCTS: DemoProduct[] = [
  {
    name: 'Камин Верона 70',
    description:
      'Вграден камин на дрва со ширина 70 cm, панорамско стакло и систем за чисто стакло. Топлинска моќност 9 kW.',
    category: 'Kamina Montues',
    image: 'builtIn',
    fullPrice: 1890,
    featured: true,
    promo: { kind: 'active', price: 1590 },
  },
  {
    name: 'Kamina Montuese Milano 90',
    description: 'Kamin i montuar me xham panoramik 90 cm, fuqi 12 kW dhe derë me ngritje vertikale.',
    category: 'Kamina Montues',
    image: 'builtIn',
    fullPrice: 2650,
    featured: true,
  },
  {
    name: 'Камин Тоскана аголен',
    description: 'Аголен вграден камин со двострано стакло, идеален за отворени простори. 11 kW.',
    category: 'Kamina Montues',
    image: 'builtIn',
    fullPrice: 3190,
    promo: { kind: 'future', price: 2790 },
  },
  {
    name: 'Kamina Montuese Como 60',
    description: 'Model kompakt 60 cm për hapësira të vogla, me ajër të dyfishtë djegieje.',
    category: 'Kamina Montues',
    image: 'builtIn',
    fullPrice: 1340,
    inStock: false,
  },
  {
    name: 'Електричен камин Лума 120',
    description:
      'Ѕиден електричен камин со LED пламен во три бои, далечински управувач и термостат. Моќност 2 kW.',
    category: 'Kamina Elektrik',
    image: 'electric',
    fullPrice: 890,
    featured: true,
    promo: { kind: 'active', price: 749 },
  },
  {
    name: 'Kamina Elektrike Nova 80',
    description: 'Kamin elektrik për montim në mur, efekt flake 3D dhe ngrohës 1.8 kW me kohëmatës.',
    category: 'Kamina Elektrik',
    image: 'electric',
    fullPrice: 540,
  },
  {
    name: 'Електричен камин Ембер преносен',
    description: 'Преносен електричен камин со ефект на жар, без инсталација и без оџак.',
    category: 'Kamina Elektrik',
    image: 'electric',
    fullPrice: 320,
    promo: { kind: 'expired', price: 279 },
  },
  {
    name: 'Kamina Elektrike Panorama 150',
    description: 'Kamin elektrik me xham në tri anë, 150 cm, i kontrolluar nga aplikacioni në telefon.',
    category: 'Kamina Elektrik',
    image: 'electric',
    fullPrice: 1480,
    inStock: false,
  },
  {
    name: 'Пелети од бука 15 kg',
    description: 'Пелети од чиста бука, ENplus A1, малку пепел. Цена за вреќа од 15 kg.',
    category: 'Aksesor',
    image: 'accessories',
    fullPrice: 5.4,
    unitPrice: 0.36,
    unitType: 'kg',
  },
  {
    name: 'Dru ahu të thata 50 kg',
    description: 'Dru ahu të thara në furrë, të prera 33 cm, me lagështi nën 20%. Çmimi për thes 50 kg.',
    category: 'Aksesor',
    image: 'accessories',
    fullPrice: 9.5,
    unitPrice: 0.19,
    unitType: 'kg',
  },
  {
    name: 'Комплет прибор за камин',
    description: 'Четири дела од ковано железо: машица, лопатка, четка и жарач, со држач.',
    category: 'Aksesor',
    image: 'accessories',
    fullPrice: 79,
    unitPrice: 79,
    unitType: 'piece',
    promo: { kind: 'active', price: 59 },
  },
  {
    name: 'Xham rezervë për kamin',
    description: 'Xham qeramik që duron deri në 750 °C, i prerë me porosi sipas masës së derës.',
    category: 'Aksesor',
    image: 'accessories',
    fullPrice: 65,
    unitPrice: 65,
    unitType: 'piece',
  },
  {
    name: 'Оџачка цевка инокс Ø150',
    description: 'Двоѕидна цевка од нерѓосувачки челик со изолација, цена по метар должина.',
    category: 'Aksesor',
    image: 'accessories',
    fullPrice: 48,
    unitPrice: 48,
    unitType: 'm',
  },
  {
    name: 'Brikete druri 10 kg',
    description: 'Brikete nga tallash ahu: digjen gjatë dhe pa tym. Çmimi për pako 10 kg.',
    category: 'Aksesor',
    image: 'accessories',
    fullPrice: 4.2,
    unitPrice: 0.42,
    unitType: 'kg',
    inStock: false,
  },
  {
    name: 'Камин Алпина на дрва',
    description:
      'Самостоечки камин од леано железо со керамичка облога, 8 kW, за простории до 90 m². Италијански дизајн.',
    category: 'Kamina Druri',
    image: 'wood',
    fullPrice: 1450,
    featured: true,
  },
  {
    name: 'Kamina me Dru Rustik',
    description: 'Kamin me gur natyral dhe furrë pjekjeje, 10 kW, dizajn tradicional për shtëpi fshati.',
    category: 'Kamina Druri',
    image: 'wood',
    fullPrice: 2290,
    promo: { kind: 'future', price: 1990 },
  },
  {
    name: 'Камин Скандик ротирачки',
    description: 'Модерен камин што се врти 360°, од челик и стакло, 7 kW.',
    category: 'Kamina Druri',
    image: 'wood',
    fullPrice: 1690,
    promo: { kind: 'expired', price: 1490 },
  },
  {
    name: 'Шпорет Шар Планина',
    description: 'Шпорет на дрва со рерна и плоча за готвење, бел емајл, 9 kW. Греење и готвење во едно.',
    category: 'Soba',
    image: 'stove',
    fullPrice: 690,
    featured: true,
  },
  {
    name: 'Sobë me Dru Korab',
    description: 'Sobë çeliku me xham, ngrohje e shpejtë e dhomës, fuqi 6.5 kW.',
    category: 'Soba',
    image: 'stove',
    fullPrice: 420,
    promo: { kind: 'active', price: 369 },
  },
  {
    name: 'Печка Мини 5 kW',
    description: 'Компактна печка на дрва за викендица, гаража или работилница.',
    category: 'Soba',
    image: 'stove',
    fullPrice: 260,
    inStock: false,
  },
  {
    name: 'Sobë me Pelet Drin 9 kW',
    description: 'Sobë me pelet me termostat dhe programim javor, rezervuar 15 kg.',
    category: 'Soba me Pelet',
    image: 'pellet',
    fullPrice: 1590,
  },
  {
    name: 'Печка на пелети Охрид 12 kW',
    description: 'Печка на пелети со Wi-Fi управување и тивок вентилатор, работи до 30 часа без полнење.',
    category: 'Soba me Pelet',
    image: 'pellet',
    fullPrice: 1990,
    featured: true,
    promo: { kind: 'active', price: 1790 },
  },
  {
    name: 'Sobë me Pelet Hidro 18 kW',
    description: 'Sobë me pelet për ngrohje qendrore që lidhet me radiatorët e shtëpisë.',
    category: 'Soba me Pelet',
    image: 'pellet',
    fullPrice: 3290,
    promo: { kind: 'future', price: 2990 },
  },
  {
    name: 'Надворешен камин Терас',
    description: 'Камин од кортен челик за тераса и градина, со решетка за скара.',
    category: 'Kamina të Jashtme',
    image: 'outdoor',
    fullPrice: 780,
    promo: { kind: 'active', price: 690 },
  },
  {
    name: 'Kamina e Jashtme me Gaz Vatra',
    description: 'Kamin me gaz për oborr, me gurë vullkanikë dhe ndezje elektronike.',
    category: 'Kamina të Jashtme',
    image: 'outdoor',
    fullPrice: 1150,
  },
  {
    name: 'Огниште Круг 80',
    description: 'Тркалезно огниште од челик, Ø80 cm, со капак и ракофати.',
    category: 'Kamina të Jashtme',
    image: 'outdoor',
    fullPrice: 240,
  },
];

const DAY_MS = 86_400_000;

/** Promotion windows relative to the seeding time: running now, already over, or still to come. */
const WINDOWS: Record<Promotion, { startDays: number; endDays: number }> = {
  active: { startDays: -7, endDays: 21 },
  expired: { startDays: -60, endDays: -20 },
  future: { startDays: 10, endDays: 40 },
};

/** The demo products as create bodies, with promotion dates placed around `now`. */
export function demoProducts(now: Date): ProductCreateInput[] {
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS).toISOString();
  return PRODUCTS.map((product) => {
    const window = product.promo ? WINDOWS[product.promo.kind] : null;
    return {
      name: product.name,
      description: product.description,
      category: product.category,
      imageUrl: DEMO_IMAGES[product.image],
      fullPrice: product.fullPrice,
      unitPrice: product.unitPrice ?? null,
      unitType: product.unitType ?? 'piece',
      inStock: product.inStock ?? true,
      featured: product.featured ?? false,
      // The stored flag stays on after a promotion ends, as an admin would leave it.
      onPromo: product.promo !== undefined,
      promoPrice: product.promo?.price ?? null,
      promoStartDate: window ? at(window.startDays) : null,
      promoEndDate: window ? at(window.endDays) : null,
    };
  });
}
