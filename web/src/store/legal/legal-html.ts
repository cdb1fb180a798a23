export interface LegalSection {
  title: string;
  body: string;
  items?: readonly string[];
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Numbered sections as HTML (only elements the shared policy allows). */
export function sectionsToHtml(sections: readonly LegalSection[]): string {
  return sections
    .map((section, index) => {
      const list = section.items?.length
        ? `<ul>${section.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`
        : '';
      return `<h2>${index + 1}. ${escapeHtml(section.title)}</h2><p>${escapeHtml(section.body)}</p>${list}`;
    })
    .join('');
}
