import { DEFAULT_CONTENT_IMAGES, MAIN_LOGO_KEY } from '@hiti/contracts';
import { useContentMap } from '../common/use-content';

/** The site logo from the `main_logo` content item, else the bundled one. */
export function Logo({ height = 48 }: { height?: number }) {
  const { items } = useContentMap('logo');
  const item = items.get(MAIN_LOGO_KEY);
  const src = item?.content.trim() ? item.content : DEFAULT_CONTENT_IMAGES.logo;
  const alt = item?.metadata.alt || 'Hiti Kamina';
  return (
    <img
      src={src}
      alt={alt}
      style={{ height, width: 'auto', display: 'block' }}
      onError={(event) => {
        if (!event.currentTarget.src.endsWith(DEFAULT_CONTENT_IMAGES.logo)) {
          event.currentTarget.src = DEFAULT_CONTENT_IMAGES.logo;
        }
      }}
    />
  );
}
