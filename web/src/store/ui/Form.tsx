import { useRef } from 'react';
import type {
  InputHTMLAttributes,
  ReactElement,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { CloseIcon } from './icons';
import './button.css';
import './form.css';

type Size = 'middle' | 'large';

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'prefix'> {
  size?: Size;
  /** An icon before the text. */
  prefix?: ReactNode;
  /** Shows a clear button (named in the page's language) while there is text; it calls this. */
  onClear?: () => void;
  invalid?: boolean;
}

/** A one-line text field; with `prefix` or `onClear` its extras sit inside the same frame. */
export function Input({ size = 'middle', prefix, onClear, invalid, className, ...props }: InputProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const inputClass = [
    'ui-input',
    size === 'large' && 'ui-input--large',
    invalid && 'ui-input--error',
    className,
  ]
    .filter(Boolean)
    .join(' ');
  const field = <input {...props} ref={input} className={inputClass} aria-invalid={invalid || undefined} />;
  if (!prefix && !onClear) return field;
  const filled = props.value !== undefined && String(props.value) !== '';
  return (
    <div className={`ui-input-box${size === 'large' ? ' ui-input-box--large' : ''}`}>
      {prefix}
      {field}
      {onClear && filled && (
        <button
          type="button"
          className="ui-icon-button ui-icon-button--small"
          aria-label={t('ui.clear')}
          onClick={() => {
            onClear();
            input.current?.focus();
          }}
        >
          <CloseIcon />
        </button>
      )}
    </div>
  );
}

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  invalid?: boolean;
}

export function TextArea({ invalid, className, ...props }: TextAreaProps) {
  return (
    <textarea
      {...props}
      className={['ui-textarea', invalid && 'ui-textarea--error', className].filter(Boolean).join(' ')}
      aria-invalid={invalid || undefined}
    />
  );
}

interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'onChange' | 'value' | 'size'
> {
  options: readonly SelectOption[];
  value: string;
  onChange: (value: string) => void;
  size?: Size;
}

/** The browser's own select (its list, keyboard and touch handling). */
export function Select({ options, value, onChange, size = 'middle', className, ...props }: SelectProps) {
  return (
    <select
      {...props}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      className={['ui-select', size === 'large' && 'ui-select--large', className].filter(Boolean).join(' ')}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

export interface CheckboxProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'onChange' | 'checked'
> {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}

/** A native checkbox with its label (the label is part of the click target). */
export function Checkbox({ checked, onChange, children, className, ...props }: CheckboxProps) {
  return (
    <label className={['ui-checkbox', className].filter(Boolean).join(' ')}>
      <input
        {...props}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>{children}</span>
    </label>
  );
}

export interface RangeSliderProps {
  min: number;
  max: number;
  step?: number;
  value: readonly [number, number];
  onChange: (value: [number, number]) => void;
  /** The accessible names of the lower and the upper handle. */
  labels: readonly [string, string];
  /** How a value is read out (e.g. with its currency). */
  formatValue?: (value: number) => string;
}

/**
 * A range of two native sliders on one track: arrows, Page Up/Down, Home and End move each handle,
 * and the handles never cross.
 */
export function RangeSlider({ min, max, step = 1, value, onChange, labels, formatValue }: RangeSliderProps) {
  const [low, high] = value;
  const span = max - min || 1;
  const percent = (at: number) => `${((at - min) / span) * 100}%`;
  const handle = (index: 0 | 1): ReactElement => (
    <input
      type="range"
      min={min}
      max={max}
      step={step}
      value={index === 0 ? low : high}
      aria-label={labels[index]}
      aria-valuetext={formatValue?.(index === 0 ? low : high)}
      onChange={(event) => {
        const next = Number(event.target.value);
        onChange(index === 0 ? [Math.min(next, high), high] : [low, Math.max(next, low)]);
      }}
    />
  );
  return (
    <div className="ui-range">
      <span className="ui-range__track" />
      <span
        className="ui-range__fill"
        style={{ left: percent(low), right: `calc(100% - ${percent(high)})` }}
      />
      {handle(0)}
      {handle(1)}
    </div>
  );
}

export interface FieldProps {
  /** The id of the control inside, which the label names. */
  htmlFor: string;
  label: ReactNode;
  required?: boolean;
  /** The validation message under the control (the control should name it with aria-describedby). */
  error?: string;
  children: ReactNode;
}

/** A labelled form control with room for its validation message (id `${htmlFor}-error`). */
export function Field({ htmlFor, label, required, error, children }: FieldProps) {
  return (
    <div className="ui-field">
      <label className="ui-field__label" htmlFor={htmlFor}>
        {label}
        {required && (
          <span className="ui-field__required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children}
      {error && (
        <p className="ui-field__error" id={`${htmlFor}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
