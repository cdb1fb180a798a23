const EMBED_HOSTS = ['www.google.com', 'maps.google.com', 'www.openstreetmap.org'];

/** The stored embed address when it is an https map page the site may frame, else a search for the address. */
export function mapEmbedUrl(stored: string | undefined, address: string): string {
  const candidate = stored?.trim() ?? '';
  const src = /src="([^"]+)"/.exec(candidate)?.[1] ?? candidate;
  try {
    const url = new URL(src);
    if (url.protocol === 'https:' && EMBED_HOSTS.includes(url.hostname)) return url.toString();
  } catch {
    // not an address: fall back to the search
  }
  return `https://www.google.com/maps?q=${encodeURIComponent(address)}&output=embed`;
}

export function mapsSearchUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}
