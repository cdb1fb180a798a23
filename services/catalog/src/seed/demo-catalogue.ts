import type { BilingualText, CategoryInputBody, ProductCreateInput } from '@hiti/contracts';
import { DEMO_PRODUCT_SPECIFICATIONS } from './demo-specifications';
import { DEMO_IMAGES } from './demo-images';
import { demoGallery } from './demo-galleries';

export const DEMO_CATEGORIES = [
  {
    name: { mk: 'Вградени камини', al: 'Kamina Montues' },
    description: { mk: 'Вградени камини со стаклена врата', al: 'Kamina të montuara me derë xhami' },
    imageUrl: DEMO_IMAGES.builtIn,
  },
  {
    name: { mk: 'Електрични камини', al: 'Kamina Elektrik' },
    description: { mk: 'Електрични камини без оџак', al: 'Kamina elektrike pa oxhak' },
    imageUrl: DEMO_IMAGES.electric,
  },
  {
    name: { mk: 'Прибор', al: 'Aksesor' },
    description: { mk: 'Прибор, пелети, дрва и оџачки цевки', al: 'Pajisje, pelet, dru dhe tuba oxhaku' },
    imageUrl: DEMO_IMAGES.accessories,
  },
  {
    name: { mk: 'Камини на дрва', al: 'Kamina Druri' },
    description: { mk: 'Самостоечки камини на дрва', al: 'Kamina me dru që qëndrojnë të lira' },
    imageUrl: DEMO_IMAGES.wood,
  },
  {
    name: { mk: 'Печки', al: 'Soba' },
    description: { mk: 'Печки и шпорети на дрва', al: 'Sobë dhe shporeta me dru' },
    imageUrl: DEMO_IMAGES.stove,
  },
  {
    name: { mk: 'Печки на пелети', al: 'Soba me Pelet' },
    description: { mk: 'Печки на пелети со термостат', al: 'Sobë me pelet me termostat' },
    imageUrl: DEMO_IMAGES.pellet,
  },
  {
    name: { mk: 'Надворешни камини', al: 'Kamina të Jashtme' },
    description: { mk: 'Камини и огништа за тераса и градина', al: 'Kamina dhe vatra për oborr e tarracë' },
    imageUrl: DEMO_IMAGES.outdoor,
  },
] as const satisfies readonly CategoryInputBody[];

type CategoryName = (typeof DEMO_CATEGORIES)[number]['name']['al'];
type Promotion = 'active' | 'expired' | 'future';

interface DemoProduct {
  name: BilingualText;
  description: BilingualText;
  /** The category by its Albanian name (any name of a category finds it). */
  category: CategoryName;
  image: keyof typeof DEMO_IMAGES;
  fullPrice: number;
  unitPrice?: number;
  unitType?: string;
  inStock?: boolean;
  featured?: boolean;
  promo?: { kind: Promotion; price: number };
}

/** The demo products in both languages. */
export const DEMO_PRODUCTS: readonly DemoProduct[] = [
  {
    name: { mk: 'Камин Верона 70', al: 'Kamina Montuese Verona 70' },
    description: {
      mk: 'Вграден камин на дрва со ширина 70 cm, панорамско стакло и систем за чисто стакло. Топлинска моќност 9 kW.',
      al: 'Kamin me dru i montuar, 70 cm i gjerë, me xham panoramik dhe sistem për xham të pastër. Fuqi ngrohëse 9 kW.',
    },
    category: 'Kamina Montues',
    image: 'builtIn',
    fullPrice: 1890,
    featured: true,
    promo: { kind: 'active', price: 1590 },
  },
  {
    name: { mk: 'Вграден камин Милано 90', al: 'Kamina Montuese Milano 90' },
    description: {
      mk: 'Вграден камин со панорамско стакло од 90 cm, моќност 12 kW и врата што се крева вертикално.',
      al: 'Kamin i montuar me xham panoramik 90 cm, fuqi 12 kW dhe derë me ngritje vertikale.',
    },
    category: 'Kamina Montues',
    image: 'builtIn',
    fullPrice: 2650,
    featured: true,
  },
  {
    name: { mk: 'Камин Тоскана аголен', al: 'Kamina Toskana këndore' },
    description: {
      mk: 'Аголен вграден камин со двострано стакло, идеален за отворени простори. 11 kW.',
      al: 'Kamin këndor i montuar me xham në dy anë, ideal për hapësira të hapura. 11 kW.',
    },
    category: 'Kamina Montues',
    image: 'builtIn',
    fullPrice: 3190,
    promo: { kind: 'future', price: 2790 },
  },
  {
    name: { mk: 'Вграден камин Комо 60', al: 'Kamina Montuese Como 60' },
    description: {
      mk: 'Компактен модел од 60 cm за мали простори, со двоен довод на воздух за согорување.',
      al: 'Model kompakt 60 cm për hapësira të vogla, me ajër të dyfishtë djegieje.',
    },
    category: 'Kamina Montues',
    image: 'builtIn',
    fullPrice: 1340,
    inStock: false,
  },
  {
    name: { mk: 'Електричен камин Лума 120', al: 'Kamina Elektrike Luma 120' },
    description: {
      mk: 'Ѕиден електричен камин со LED пламен во три бои, далечински управувач и термостат. Моќност 2 kW.',
      al: 'Kamin elektrik muri me flakë LED në tri ngjyra, telekomandë dhe termostat. Fuqi 2 kW.',
    },
    category: 'Kamina Elektrik',
    image: 'electric',
    fullPrice: 890,
    featured: true,
    promo: { kind: 'active', price: 749 },
  },
  {
    name: { mk: 'Електричен камин Нова 80', al: 'Kamina Elektrike Nova 80' },
    description: {
      mk: 'Електричен камин за монтажа на ѕид, 3D ефект на пламен и грејач од 1,8 kW со тајмер.',
      al: 'Kamin elektrik për montim në mur, efekt flake 3D dhe ngrohës 1.8 kW me kohëmatës.',
    },
    category: 'Kamina Elektrik',
    image: 'electric',
    fullPrice: 540,
  },
  {
    name: { mk: 'Електричен камин Ембер преносен', al: 'Kamina Elektrike Ember portative' },
    description: {
      mk: 'Преносен електричен камин со ефект на жар, без инсталација и без оџак.',
      al: 'Kamin elektrik portativ me efekt prushi, pa instalim dhe pa oxhak.',
    },
    category: 'Kamina Elektrik',
    image: 'electric',
    fullPrice: 320,
    promo: { kind: 'expired', price: 279 },
  },
  {
    name: { mk: 'Електричен камин Панорама 150', al: 'Kamina Elektrike Panorama 150' },
    description: {
      mk: 'Електричен камин со стакло од три страни, 150 cm, управуван преку апликација на телефон.',
      al: 'Kamin elektrik me xham në tri anë, 150 cm, i kontrolluar nga aplikacioni në telefon.',
    },
    category: 'Kamina Elektrik',
    image: 'electric',
    fullPrice: 1480,
    inStock: false,
  },
  {
    name: { mk: 'Пелети од бука 15 kg', al: 'Pelet ahu 15 kg' },
    description: {
      mk: 'Пелети од чиста бука, ENplus A1, малку пепел. Цена за вреќа од 15 kg.',
      al: 'Pelet nga ahu i pastër, ENplus A1, me pak hi. Çmimi për thes 15 kg.',
    },
    category: 'Aksesor',
    image: 'accessories',
    fullPrice: 5.4,
    unitPrice: 0.36,
    unitType: 'kg',
  },
  {
    name: { mk: 'Суви букови дрва 50 kg', al: 'Dru ahu të thata 50 kg' },
    description: {
      mk: 'Букови дрва сушени во печка, сечени на 33 cm, со влажност под 20%. Цена за вреќа од 50 kg.',
      al: 'Dru ahu të thara në furrë, të prera 33 cm, me lagështi nën 20%. Çmimi për thes 50 kg.',
    },
    category: 'Aksesor',
    image: 'accessories',
    fullPrice: 9.5,
    unitPrice: 0.19,
    unitType: 'kg',
  },
  {
    name: { mk: 'Комплет прибор за камин', al: 'Set veglash për kamin' },
    description: {
      mk: 'Четири дела од ковано железо: машица, лопатка, четка и жарач, со држач.',
      al: 'Katër pjesë prej hekuri të farkëtuar: mashë, lopatë, furçë dhe shkopinj, me mbajtëse.',
    },
    category: 'Aksesor',
    image: 'accessories',
    fullPrice: 79,
    unitPrice: 79,
    unitType: 'piece',
    promo: { kind: 'active', price: 59 },
  },
  {
    name: { mk: 'Резервно стакло за камин', al: 'Xham rezervë për kamin' },
    description: {
      mk: 'Керамичко стакло што издржува до 750 °C, сечено по мерка на вратата.',
      al: 'Xham qeramik që duron deri në 750 °C, i prerë me porosi sipas masës së derës.',
    },
    category: 'Aksesor',
    image: 'accessories',
    fullPrice: 65,
    unitPrice: 65,
    unitType: 'piece',
  },
  {
    name: { mk: 'Оџачка цевка инокс Ø150', al: 'Tub oxhaku inoks Ø150' },
    description: {
      mk: 'Двоѕидна цевка од нерѓосувачки челик со изолација, цена по метар должина.',
      al: 'Tub me mur të dyfishtë prej çeliku inoks me izolim, çmimi për metër gjatësi.',
    },
    category: 'Aksesor',
    image: 'accessories',
    fullPrice: 48,
    unitPrice: 48,
    unitType: 'm',
  },
  {
    name: { mk: 'Брикети од дрво 10 kg', al: 'Brikete druri 10 kg' },
    description: {
      mk: 'Брикети од букова пилевина: горат долго и без чад. Цена за пакување од 10 kg.',
      al: 'Brikete nga tallash ahu: digjen gjatë dhe pa tym. Çmimi për pako 10 kg.',
    },
    category: 'Aksesor',
    image: 'accessories',
    fullPrice: 4.2,
    unitPrice: 0.42,
    unitType: 'kg',
    inStock: false,
  },
  {
    name: { mk: 'Камин Алпина на дрва', al: 'Kamina me dru Alpina' },
    description: {
      mk: 'Самостоечки камин од леано железо со керамичка облога, 8 kW, за простории до 90 m². Италијански дизајн.',
      al: 'Kamin prej gize me veshje qeramike që qëndron i lirë, 8 kW, për hapësira deri në 90 m². Dizajn italian.',
    },
    category: 'Kamina Druri',
    image: 'wood',
    fullPrice: 1450,
    featured: true,
  },
  {
    name: { mk: 'Камин на дрва Рустик', al: 'Kamina me Dru Rustik' },
    description: {
      mk: 'Камин од природен камен со рерна за печење, 10 kW, традиционален дизајн за селска куќа.',
      al: 'Kamin me gur natyral dhe furrë pjekjeje, 10 kW, dizajn tradicional për shtëpi fshati.',
    },
    category: 'Kamina Druri',
    image: 'wood',
    fullPrice: 2290,
    promo: { kind: 'future', price: 1990 },
  },
  {
    name: { mk: 'Камин Скандик ротирачки', al: 'Kamina rrotulluese Skandik' },
    description: {
      mk: 'Модерен камин што се врти 360°, од челик и стакло, 7 kW.',
      al: 'Kamin modern që rrotullohet 360°, prej çeliku dhe xhami, 7 kW.',
    },
    category: 'Kamina Druri',
    image: 'wood',
    fullPrice: 1690,
    promo: { kind: 'expired', price: 1490 },
  },
  {
    name: { mk: 'Шпорет Шар Планина', al: 'Shporet Sharri' },
    description: {
      mk: 'Шпорет на дрва со рерна и плоча за готвење, бел емајл, 9 kW. Греење и готвење во едно.',
      al: 'Shporet me dru me furrë dhe pllakë gatimi, emalim i bardhë, 9 kW. Ngrohje dhe gatim në një.',
    },
    category: 'Soba',
    image: 'stove',
    fullPrice: 690,
    featured: true,
  },
  {
    name: { mk: 'Печка на дрва Кораб', al: 'Sobë me Dru Korab' },
    description: {
      mk: 'Челична печка со стакло, брзо затоплување на просторијата, моќност 6,5 kW.',
      al: 'Sobë çeliku me xham, ngrohje e shpejtë e dhomës, fuqi 6.5 kW.',
    },
    category: 'Soba',
    image: 'stove',
    fullPrice: 420,
    promo: { kind: 'active', price: 369 },
  },
  {
    name: { mk: 'Печка Мини 5 kW', al: 'Sobë Mini 5 kW' },
    description: {
      mk: 'Компактна печка на дрва за викендица, гаража или работилница.',
      al: 'Sobë kompakte me dru për shtëpi pushimi, garazh ose punëtori.',
    },
    category: 'Soba',
    image: 'stove',
    fullPrice: 260,
    inStock: false,
  },
  {
    name: { mk: 'Печка на пелети Дрин 9 kW', al: 'Sobë me Pelet Drin 9 kW' },
    description: {
      mk: 'Печка на пелети со термостат и неделно програмирање, резервоар од 15 kg.',
      al: 'Sobë me pelet me termostat dhe programim javor, rezervuar 15 kg.',
    },
    category: 'Soba me Pelet',
    image: 'pellet',
    fullPrice: 1590,
  },
  {
    name: { mk: 'Печка на пелети Охрид 12 kW', al: 'Sobë me pelet Ohër 12 kW' },
    description: {
      mk: 'Печка на пелети со Wi-Fi управување и тивок вентилатор, работи до 30 часа без полнење.',
      al: 'Sobë me pelet me komandim Wi-Fi dhe ventilator të qetë, punon deri në 30 orë pa mbushje.',
    },
    category: 'Soba me Pelet',
    image: 'pellet',
    fullPrice: 1990,
    featured: true,
    promo: { kind: 'active', price: 1790 },
  },
  {
    name: { mk: 'Печка на пелети Хидро 18 kW', al: 'Sobë me Pelet Hidro 18 kW' },
    description: {
      mk: 'Печка на пелети за централно греење што се поврзува со радијаторите во домот.',
      al: 'Sobë me pelet për ngrohje qendrore që lidhet me radiatorët e shtëpisë.',
    },
    category: 'Soba me Pelet',
    image: 'pellet',
    fullPrice: 3290,
    promo: { kind: 'future', price: 2990 },
  },
  {
    name: { mk: 'Надворешен камин Терас', al: 'Kamina e jashtme Terasa' },
    description: {
      mk: 'Камин од кортен челик за тераса и градина, со решетка за скара.',
      al: 'Kamin prej çeliku korten për tarracë dhe kopsht, me skarë për pjekje.',
    },
    category: 'Kamina të Jashtme',
    image: 'outdoor',
    fullPrice: 780,
    promo: { kind: 'active', price: 690 },
  },
  {
    name: { mk: 'Надворешен камин на гас Ватра', al: 'Kamina e Jashtme me Gaz Vatra' },
    description: {
      mk: 'Камин на гас за двор, со вулкански камења и електронско палење.',
      al: 'Kamin me gaz për oborr, me gurë vullkanikë dhe ndezje elektronike.',
    },
    category: 'Kamina të Jashtme',
    image: 'outdoor',
    fullPrice: 1150,
  },
  {
    name: { mk: 'Огниште Круг 80', al: 'Vatër Rrethi 80' },
    description: {
      mk: 'Тркалезно огниште од челик, Ø80 cm, со капак и ракофати.',
      al: 'Vatër e rrumbullakët prej çeliku, Ø80 cm, me kapak dhe doreza.',
    },
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
  return DEMO_PRODUCTS.map((product, index) => {
    const window = product.promo ? WINDOWS[product.promo.kind] : null;
    return {
      name: product.name,
      description: product.description,
      category: product.category,
      imageUrl: DEMO_IMAGES[product.image],
      images: demoGallery(product.name.al),
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
      specifications: DEMO_PRODUCT_SPECIFICATIONS[product.name.al] ?? {},
      // the showroom's own article numbers, in the catalogue's order
      code: `HK-${String(index + 1).padStart(4, '0')}`,
    };
  });
}
