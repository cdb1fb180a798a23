import { describe, expect, it } from 'vitest';
import { looksLikeSvg, sanitizeSvg, withoutDoctype } from './svg';

/** A logo as Illustrator exports it: its namespaces as entities of an internal DTD subset. */
const ILLUSTRATOR_LOGO = `<?xml version="1.0" encoding="utf-8"?>
<!-- Generator: Adobe Illustrator 27.0.0, SVG Export Plug-In  -->
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" [
\t<!ENTITY ns_extend "http://ns.adobe.com/Extensibility/1.0/">
\t<!ENTITY ns_flows "http://ns.adobe.com/Flows/1.0/">
\t<!ENTITY odd "a ] > b">
\t<!ENTITY ns_svg "http://www.w3.org/2000/svg">
]>
<svg version="1.1" xmlns:x="&ns_extend;" xmlns="&ns_svg;" viewBox="0 0 120 40"><rect width="36" height="36" fill="#C0392B"/><text x="44" y="26">&ns_flows;Hiti</text></svg>
`;

describe('sanitizeSvg', () => {
  it('keeps the drawing', () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient><rect width="10" height="10" fill="url(#g)"/><use href="#g"/></svg>';
    const clean = sanitizeSvg(svg);
    expect(clean).toContain('viewBox="0 0 10 10"');
    expect(clean).toContain('<linearGradient id="g"><stop offset="0" stop-color="red"');
    expect(clean).toContain('fill="url(#g)"');
    expect(clean).toContain('<use href="#g"');
  });

  it('removes scripts, event handlers, foreign content and style sheets', () => {
    const clean = sanitizeSvg(
      '<svg onload="a()"><script>b()</script><style>@import url(http://x/y.css)</style><rect onclick="c()" onmouseover="d()"/><foreignObject><iframe src="http://x"></iframe></foreignObject><a href="javascript:e()"><text>t</text></a></svg>',
    );
    expect(clean).not.toMatch(/on\w+=|script|b\(\)|@import|foreignObject|iframe|javascript/i);
    expect(clean).toContain('<text>t</text>');
  });

  it('removes every reference outside the document', () => {
    const clean = sanitizeSvg(
      '<svg xmlns:xlink="http://www.w3.org/1999/xlink"><image href="https://x/t.png"/><use xlink:href="https://x/s.svg#a"/><rect fill="url(https://x/p)" style="fill: url(//x/p)"/><rect style="fill:red"/></svg>',
    );
    expect(clean).not.toMatch(/https:|\/\/x|<image/);
    expect(clean).toContain('<rect style="fill:red"');
  });
});

describe('an SVG with a document type', () => {
  it('keeps the drawing of an Illustrator export and drops its DTD without expanding an entity', () => {
    expect(looksLikeSvg(Buffer.from(ILLUSTRATOR_LOGO))).toBe(true);
    const clean = sanitizeSvg(ILLUSTRATOR_LOGO);
    expect(clean).toMatch(/^<svg[\s>]/u);
    expect(clean).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(looksLikeSvg(Buffer.from(clean))).toBe(true);
    expect(clean).toContain('<rect width="36" height="36" fill="#C0392B"');
    expect(clean).not.toMatch(/DOCTYPE|ENTITY|\]>|adobe\.com/iu);
    expect(clean).toContain('&amp;ns_flows;Hiti');
  });

  it('never expands nested entities (billion laughs)', () => {
    const levels = Array.from(
      { length: 9 },
      (_, level) => `<!ENTITY l${level + 1} "${`&l${level};`.repeat(10)}">`,
    );
    const bomb = `<!DOCTYPE svg [<!ENTITY l0 "lol">${levels.join('')}]><svg><text>&l9;</text></svg>`;
    const clean = sanitizeSvg(bomb);
    expect(clean.length).toBeLessThan(200);
    expect(clean).not.toContain('lol');
  });

  it('finds the end of a declaration past quoted brackets and keeps what follows', () => {
    expect(withoutDoctype('<!DOCTYPE svg [<!ENTITY a "]>">]><svg/>')).toBe('<svg/>');
    expect(withoutDoctype("<!doctype svg SYSTEM 'x>y'><svg/>")).toBe('<svg/>');
    expect(withoutDoctype('<svg><!-- none --></svg>')).toBe('<svg><!-- none --></svg>');
  });
});

describe('looksLikeSvg', () => {
  it('finds an svg root after an XML declaration, comments or a doctype', () => {
    expect(
      looksLikeSvg(Buffer.from('\uFEFF<?xml version="1.0"?>\n<!-- logo --><!DOCTYPE svg><svg></svg>')),
    ).toBe(true);
    expect(looksLikeSvg(Buffer.from('<svg\nviewBox="0 0 1 1"/>'))).toBe(true);
  });

  it('rejects other documents', () => {
    expect(looksLikeSvg(Buffer.from('<html><svg></svg></html>'))).toBe(false);
    expect(looksLikeSvg(Buffer.from('<svgx/>'))).toBe(false);
    expect(looksLikeSvg(Buffer.from('plain text'))).toBe(false);
  });
});
