import type { CSSProperties } from 'react';

/** Off-screen, so people never see or reach it; form-filling robots do and fill it in. */
const offScreen: CSSProperties = {
  position: 'absolute',
  left: '-10000px',
  top: 'auto',
  width: 1,
  height: 1,
  overflow: 'hidden',
};

/**
 * The form's honeypot: a field people never fill in, sent with the body as `website`; the server drops a submission
 * that has it filled. Hidden from assistive technology and out of the tab order.
 */
export function HoneypotField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div style={offScreen} aria-hidden="true">
      <label htmlFor="contact-website">Website</label>
      <input
        id="contact-website"
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
