const EMBED_HOSTS = ['www.google.com', 'maps.google.com', 'www.openstreetmap.org'];

/** The map shown on the contact page: the framed map and the map page the button opens. */
export interface ContactMap {
  embed: string;
  page: string;
}

function storedEmbed(stored: string | undefined): URL | null {
  const candidate = stored?.trim() ?? '';
  const src = /src="([^"]+)"/.exec(candidate)?.[1] ?? candidate;
  try {
    const url = new URL(src);
    return url.protocol === 'https:' && EMBED_HOSTS.includes(url.hostname) ? url : null;
  } catch {
    return null;
  }
}

function searchUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

/**
 * The stored embed address when it is an https map the site may frame, else a map of the address; the
 * button opens the address, else the stored map as a page. Null when there is neither.
 */
export function contactMap(stored: string | undefined, address: string): ContactMap | null {
  const embed = storedEmbed(stored);
  const place = address.trim();
  if (embed) {
    const page = new URL(embed);
    page.searchParams.delete('output');
    return { embed: embed.toString(), page: place ? searchUrl(place) : page.toString() };
  }
  if (!place) return null;
  return {
    embed: `https://www.google.com/maps?q=${encodeURIComponent(place)}&output=embed`,
    page: searchUrl(place),
  };
}
