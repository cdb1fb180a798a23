/**
 * Deep links that open a chat in the visitor's messaging app with a message ready to send: plain links, no
 * script of the apps' on the page. Numbers are stored in E.164 form (`+38970123456`).
 */
export function viberHref(number: string, text: string): string {
  // a number saved as typed (`+389 70 123 456`) is dialled without its spaces
  const dialled = `+${number.replace(/\D/gu, '')}`;
  return `viber://chat?number=${encodeURIComponent(dialled)}&draft=${encodeURIComponent(text)}`;
}

export function whatsappHref(number: string, text: string): string {
  return `https://wa.me/${number.replace(/\D/gu, '')}?text=${encodeURIComponent(text)}`;
}

/** A map of the place (OpenStreetMap) and directions to it, as plain links. */
export function mapHref(latitude: number, longitude: number): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;
}

export function directionsHref(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${latitude}%2C${longitude}`;
}
