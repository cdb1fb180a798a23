import { InputNumber } from 'antd';
import type { FormRule, InputNumberProps } from 'antd';
import { PRICE_INPUT_STEP } from '@hiti/contracts';
import { formatPriceText, readPriceText } from './price-text';

type PriceInputProps = Omit<
  InputNumberProps<number>,
  'value' | 'onChange' | 'parser' | 'formatter' | 'onInput' | 'decimalSeparator' | 'step' | 'stringMode'
> & {
  /** The price; NaN while the field's text is not a price or could be two (see `readPriceText`). */
  value?: number | null;
  onChange?: (value: number | null) => void;
};

/** NaN: the field's text is no price, or could be two; the form refuses it (`readablePriceRule`). */
const UNCLEAR_PRICE = Number.NaN;

/**
 * A price in euros as the staff type it: `1299,99` or `1299.99`, shown with a decimal comma, in steps of
 * 0.01. Text it cannot read for sure (`1.299`) is not guessed and not dropped: the field's value becomes
 * NaN, so the form shows its message instead of keeping the last price that could be read.
 */
export function PriceInput({ value, onChange, ...rest }: PriceInputProps) {
  return (
    <InputNumber<number>
      inputMode="decimal"
      {...rest}
      value={value}
      step={PRICE_INPUT_STEP}
      parser={(text) => {
        const reading = readPriceText(text ?? '');
        return reading.kind === 'price' ? reading.value : UNCLEAR_PRICE;
      }}
      formatter={(shown, { userTyping, input }) => {
        // while the staff type, their text stays as it is
        if (userTyping) return input;
        const text = String(shown ?? '');
        if (text === '') return '';
        const price = Number(text);
        return Number.isFinite(price) ? formatPriceText(price) : input;
      }}
      onChange={(price) => onChange?.(price)}
      onInput={(text) => {
        // a price is reported by onChange; no price and unclear text are reported here
        const reading = readPriceText(text);
        if (reading.kind !== 'price') onChange?.(reading.kind === 'empty' ? null : UNCLEAR_PRICE);
      }}
    />
  );
}

/** The rule that refuses a price field whose text is no price or could be two, with the given message. */
export function readablePriceRule(message: string): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      if (typeof value === 'number' && Number.isNaN(value)) throw new Error(message);
    },
  };
}
