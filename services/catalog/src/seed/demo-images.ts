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
