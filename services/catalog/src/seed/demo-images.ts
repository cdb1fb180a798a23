/** The demo images shipped under services/media/demo-assets (served as /attached_assets/...). */
export const DEMO_IMAGES = {
  builtIn: '/attached_assets/demo-kamin-montues_600w.jpg',
  electric: '/attached_assets/demo-kamin-elektrik_600w.jpg',
  accessories: '/attached_assets/demo-aksesor_600w.jpg',
  wood: '/attached_assets/demo-kamin-druri_600w.jpg',
  stove: '/attached_assets/demo-soba_600w.jpg',
  pellet: '/attached_assets/demo-soba-pelet_600w.jpg',
  outdoor: '/attached_assets/demo-kamin-jashtme_600w.jpg',
} as const;
