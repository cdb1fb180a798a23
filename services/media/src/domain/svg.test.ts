import { describe, expect, it } from 'vitest';
import { looksLikeSvg, sanitizeSvg } from './svg';

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
