import type { BilingualText, ProductImage } from '@hiti/contracts';
import { DEMO_IMAGES } from './demo-images';

interface DemoPicture {
  image: keyof typeof DEMO_IMAGES;
  alt: BilingualText;
}

/** The demo products shown with a gallery, by their Albanian name: their pictures in order, with alt texts. */
const DEMO_GALLERIES: Readonly<Record<string, readonly DemoPicture[]>> = {
  'Kamina Montuese Verona 70': [
    {
      image: 'builtIn',
      alt: { mk: 'Камин Верона 70 вграден во ѕид', al: 'Kamina Verona 70 e montuar në mur' },
    },
    {
      image: 'wood',
      alt: { mk: 'Оган зад панорамското стакло', al: 'Zjarri pas xhamit panoramik' },
    },
    {
      image: 'accessories',
      alt: { mk: 'Прибор што доаѓа со каминот', al: 'Veglat që vijnë me kaminën' },
    },
  ],
  'Kamina me dru Alpina': [
    { image: 'wood', alt: { mk: 'Камин Алпина на дрва', al: 'Kamina me dru Alpina' } },
    { image: 'builtIn', alt: { mk: 'Алпина во дневна соба', al: 'Alpina në dhomën e ndenjes' } },
    { image: 'outdoor', alt: { mk: 'Алпина одблизу', al: 'Alpina nga afër' } },
  ],
  'Sobë me Pelet Drin 9 kW': [
    { image: 'pellet', alt: { mk: 'Печка на пелети Дрин 9 kW', al: 'Sobë me pelet Drin 9 kW' } },
    { image: 'stove', alt: { mk: 'Дрин од страна', al: 'Drin nga ana' } },
  ],
  'Kamina Elektrike Luma 120': [
    { image: 'electric', alt: { mk: 'Електричен камин Лума 120', al: 'Kamina elektrike Luma 120' } },
    { image: 'builtIn', alt: { mk: 'Лума 120 вградена во ѕид', al: 'Luma 120 e montuar në mur' } },
  ],
};

/** The gallery of a demo product by its Albanian name; none for a product shown with its one image. */
export function demoGallery(albanianName: string): ProductImage[] | undefined {
  return DEMO_GALLERIES[albanianName]?.map(({ image, alt }) => ({ url: DEMO_IMAGES[image], alt }));
}
