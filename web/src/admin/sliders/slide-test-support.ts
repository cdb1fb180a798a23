import type { BilingualSiteContentItem, BilingualSiteContentMetadata } from '@hiti/contracts';

export function heroSlide(
  key: string,
  image: string,
  metadata: BilingualSiteContentMetadata,
  id = key.endsWith('1') ? 1 : 2,
): BilingualSiteContentItem {
  return {
    id,
    key,
    type: 'hero',
    content: { mk: image, al: '' },
    contentType: 'image',
    metadata,
    updatedAt: '2025-01-01T00:00:00.000Z',
  };
}
