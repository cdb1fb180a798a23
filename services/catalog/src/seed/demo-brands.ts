import type { BrandInputBody } from '@hiti/contracts';

/** The makers of the demo catalogue: the showroom's own line first, then the Italian and Nordic makers. */
export const DEMO_BRANDS = [
  { name: 'Hiti', order: 0 },
  { name: 'Edilkamin', websiteUrl: 'https://www.edilkamin.com', order: 1 },
  { name: 'MCZ', websiteUrl: 'https://www.mcz.it', order: 1 },
  { name: 'Jøtul', websiteUrl: 'https://www.jotul.com', order: 1 },
  { name: 'La Nordica-Extraflame', websiteUrl: 'https://www.lanordica-extraflame.com', order: 1 },
  { name: 'Piazzetta', websiteUrl: 'https://www.piazzetta.com', order: 1 },
  { name: 'Dimplex', websiteUrl: 'https://www.dimplex.co.uk', order: 1 },
] as const satisfies readonly BrandInputBody[];

export type DemoBrandName = (typeof DEMO_BRANDS)[number]['name'];

/** The brand of each demo product, by the product's Albanian name. */
export const DEMO_PRODUCT_BRANDS: Readonly<Record<string, DemoBrandName>> = {
  'Kamina Montuese Verona 70': 'Edilkamin',
  'Kamina Montuese Milano 90': 'Piazzetta',
  'Kamina Toskana këndore': 'La Nordica-Extraflame',
  'Kamina Montuese Como 60': 'Edilkamin',
  'Kamina Elektrike Luma 120': 'Dimplex',
  'Kamina Elektrike Nova 80': 'Dimplex',
  'Kamina Elektrike Ember portative': 'Hiti',
  'Kamina Elektrike Panorama 150': 'Dimplex',
  'Pelet ahu 15 kg': 'Hiti',
  'Dru ahu të thata 50 kg': 'Hiti',
  'Set veglash për kamin': 'Jøtul',
  'Xham rezervë për kamin': 'Edilkamin',
  'Tub oxhaku inoks Ø150': 'Hiti',
  'Brikete druri 10 kg': 'Hiti',
  'Kamina me dru Alpina': 'Jøtul',
  'Kamina me Dru Rustik': 'La Nordica-Extraflame',
  'Kamina rrotulluese Skandik': 'Jøtul',
  'Shporet Sharri': 'La Nordica-Extraflame',
  'Sobë me Dru Korab': 'Hiti',
  'Sobë Mini 5 kW': 'Jøtul',
  'Sobë me Pelet Drin 9 kW': 'MCZ',
  'Sobë me pelet Ohër 12 kW': 'Edilkamin',
  'Sobë me Pelet Hidro 18 kW': 'MCZ',
  'Kamina e jashtme Terasa': 'Piazzetta',
  'Kamina e Jashtme me Gaz Vatra': 'Hiti',
  'Vatër Rrethi 80': 'Hiti',
};
