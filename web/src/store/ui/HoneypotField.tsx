import { useId } from 'react';

/**
 * A form's honeypot, sent with the body as `website`: out of sight, out of the Tab order and hidden from
 * assistive technology, so people never fill it in; form-filling robots do, and the server drops what they send.
 */
export function HoneypotField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="ui-visually-hidden" aria-hidden="true">
      <label htmlFor={id}>Website</label>
      <input
        id={id}
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
