/**
 * The design tokens the storefront's own components and the admin's antd theme share, so both look
 * like one product: warm fire tones, one radius, one font stack.
 */
export const DESIGN_TOKENS = {
  colorPrimary: '#c2410c',
  borderRadius: 8,
  fontFamily:
    "'Segoe UI', system-ui, -apple-system, Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
} as const;
