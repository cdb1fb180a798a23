const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe to place inside HTML elements and quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character);
}

/** Escaped text whose line breaks survive in HTML. */
export function escapeMultiline(text: string): string {
  return escapeHtml(text).replace(/\r?\n/g, '<br>\n');
}
