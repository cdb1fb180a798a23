import { DEFAULT_CONTENT_IMAGES, MAIN_LOGO_KEY } from '@hiti/contracts';
import { useContentMap } from '../common/use-content';

/** The bundled logo's size; an uploaded one keeps its own proportions once loaded. */
const LOGO_SIZE = { width: 240, height: 64 };

/** The site logo from the `main_logo` content item, else the bundled one; its height from CSS unless given. */
export function Logo({ height }: { height?: number }) {
  const { items } = useContentMap('logo');
  const item = items.get(MAIN_LOGO_KEY);
  const src = item?.content.trim() ? item.content : DEFAULT_CONTENT_IMAGES.logo;
  const alt = item?.metadata.alt || 'Hiti Kamina';
  return (
    <img
      className="site-logo"
      src={src}
      alt={alt}
      {...LOGO_SIZE}
      style={height === undefined ? undefined : { height }}
      onError={(event) => {
        if (!event.currentTarget.src.endsWith(DEFAULT_CONTENT_IMAGES.logo)) {
          event.currentTarget.src = DEFAULT_CONTENT_IMAGES.logo;
        }
      }}
    />
  );
}
