/** A section of a legal page: its heading and its body, already HTML. */
export interface LegalSection {
  title: string;
  body: string;
}

/** A legal page as HTML: the introduction, then the sections as numbered h2 headings. */
export function legalDocument(introduction: string, sections: readonly LegalSection[]): string {
  const numbered = sections.map(({ title, body }, index) => `<h2>${index + 1}. ${title}</h2>\n${body}`);
  return [`<p>${introduction}</p>`, ...numbered].join('\n');
}

export const list = (items: readonly string[]): string =>
  `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
