import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DESIGN_TOKENS } from './design-tokens';

const tokensCss = readFileSync(join(import.meta.dirname, '../store/ui/tokens.css'), 'utf8');

function lightToken(name: string): string | undefined {
  const root = /:root\s*\{([^}]*)\}/.exec(tokensCss)?.[1] ?? '';
  return new RegExp(`--${name}:\\s*([^;]+);`).exec(root)?.[1]?.trim();
}

describe('design tokens', () => {
  it('are the same for the storefront components (CSS) and the admin theme (antd)', () => {
    expect(lightToken('ui-primary')).toBe(DESIGN_TOKENS.colorPrimary);
    expect(lightToken('ui-radius')).toBe(`${DESIGN_TOKENS.borderRadius}px`);
    expect(lightToken('ui-font')).toBe(DESIGN_TOKENS.fontFamily);
  });
});
