import { describe, expect, it } from 'vitest';
import {
  SPECIFICATION_ATTRIBUTES,
  SPECIFICATION_KEYS,
  applicableSpecifications,
  categoryInputSchema,
  categoryUpdateSchema,
  formatSpecificationValue,
  productCreateSchema,
  productUpdateSchema,
  specificationLabel,
  specificationsInputSchema,
  validationText,
  validationMessage,
  validationKeys,
  validationMessages,
} from '../src';
import { issuesAt, parseOk } from './helpers';

const product = {
  name: { mk: 'Шпорет', al: 'Sobë' },
  description: { mk: 'Шпорет на дрва', al: 'Sobë me dru' },
  category: 1,
  imageUrl: 'https://example.com/a.jpg',
};

describe('specification values: numbers', () => {
  it('takes a number within the range, rounded to the decimals the attribute keeps', () => {
    expect(parseOk(specificationsInputSchema, { heatOutput: 8.54, width: 480.4 })).toEqual({
      heatOutput: 8.5,
      width: 480,
    });
  });

  it.each([
    ['heatOutput', 0.4, 'Please enter a value from 0.5 to 100 kW'],
    ['heatOutput', 100.1, 'Please enter a value from 0.5 to 100 kW'],
    ['heatedVolume', 2001, 'Please enter a value from 5 to 2000 m³'],
    ['efficiency', 0, 'Please enter a value from 1 to 110 %'],
    ['flueDiameter', 20, 'Please enter a value from 40 to 500 mm'],
    ['weight', 6000, 'Please enter a value from 0.5 to 5000 kg'],
  ])('refuses %s = %s with its range', (key, value, message) => {
    expect(issuesAt(specificationsInputSchema, { [key]: value }, key)).toEqual([message]);
  });

  it.each(['8,5', '8.5 kW', true, Number.NaN, Number.POSITIVE_INFINITY, {}])(
    'refuses %j as no number',
    (value) => {
      expect(issuesAt(specificationsInputSchema, { heatOutput: value }, 'heatOutput')).toEqual([
        validationMessages.specificationNumber,
      ]);
    },
  );

  it('accepts the bounds themselves', () => {
    expect(parseOk(specificationsInputSchema, { heatOutput: 0.5, heatedVolume: 2000 })).toEqual({
      heatOutput: 0.5,
      heatedVolume: 2000,
    });
  });
});

describe('specification values: choices and yes/no', () => {
  it('takes an option key of a choice attribute', () => {
    expect(parseOk(specificationsInputSchema, { fuel: 'pellets', energyClass: 'A++' })).toEqual({
      fuel: 'pellets',
      energyClass: 'A++',
    });
  });

  it.each([['coal'], ['Pellets'], [3], [true]])('refuses %j as a fuel', (value) => {
    expect(issuesAt(specificationsInputSchema, { fuel: value }, 'fuel')).toEqual([
      validationMessages.specificationChoice,
    ]);
  });

  it('takes true and false for yes/no and refuses anything else', () => {
    expect(parseOk(specificationsInputSchema, { oven: true, remoteControl: false })).toEqual({
      oven: true,
      remoteControl: false,
    });
    expect(issuesAt(specificationsInputSchema, { oven: 'yes' }, 'oven')).toEqual([
      validationMessages.specificationYesNo,
    ]);
  });

  it('takes null as clearing a value', () => {
    expect(parseOk(specificationsInputSchema, { fuel: null })).toEqual({ fuel: null });
  });

  it('refuses an attribute that is not declared, naming it', () => {
    expect(issuesAt(specificationsInputSchema, { colour: 'red' }, 'colour')).toEqual([
      validationMessages.specificationUnknown,
    ]);
  });
});

describe('products carry specifications', () => {
  it('a new product has none unless given', () => {
    expect(parseOk(productCreateSchema, product).specifications).toEqual({});
    expect(
      parseOk(productCreateSchema, { ...product, specifications: { fuel: 'wood' } }).specifications,
    ).toEqual({
      fuel: 'wood',
    });
  });

  it('an update leaves them out unless given, and names the field of a refused value', () => {
    expect(parseOk(productUpdateSchema, {}).specifications).toBeUndefined();
    expect(
      issuesAt(productUpdateSchema, { specifications: { heatOutput: 500 } }, 'specifications.heatOutput'),
    ).toEqual([validationMessages.specificationRange_heatOutput]);
  });
});

describe('categories choose their attributes', () => {
  it('lists declared attributes, each once, none by default', () => {
    expect(parseOk(categoryInputSchema, { name: { mk: 'Шпорети', al: 'Sobë' } }).specificationKeys).toEqual(
      [],
    );
    expect(
      parseOk(categoryUpdateSchema, { specificationKeys: ['fuel', 'heatOutput'] }).specificationKeys,
    ).toEqual(['fuel', 'heatOutput']);
  });

  it.each([[['fuel', 'fuel']], [['colour']], ['fuel']])('refuses %j', (specificationKeys) => {
    expect(issuesAt(categoryUpdateSchema, { specificationKeys }).length).toBeGreaterThan(0);
    expect(
      issuesAt(categoryUpdateSchema, { specificationKeys }).every(
        (message) => message === validationMessages.categorySpecificationInvalid,
      ),
    ).toBe(true);
  });
});

describe('specifications in the page languages', () => {
  it('writes numbers with a decimal comma and the unit in Macedonian and Albanian', () => {
    expect(formatSpecificationValue('heatOutput', 8.5, 'mk')).toBe('8,5 kW');
    expect(formatSpecificationValue('heatOutput', 8.5, 'al')).toBe('8,5 kW');
    expect(formatSpecificationValue('heatOutput', 8.5, 'en')).toBe('8.5 kW');
    expect(formatSpecificationValue('width', 1200, 'al')).toBe('1200 mm');
    expect(formatSpecificationValue('heatedVolume', 220, 'mk')).toBe('220 m³');
  });

  it('names choices and yes/no in each language', () => {
    expect(formatSpecificationValue('fuel', 'pellets', 'mk')).toBe('Пелети');
    expect(formatSpecificationValue('fuel', 'pellets', 'al')).toBe('Pelet');
    expect(formatSpecificationValue('oven', true, 'mk')).toBe('Да');
    expect(formatSpecificationValue('oven', false, 'al')).toBe('Jo');
    expect(specificationLabel('weight', 'mk', true)).toBe('Тежина (kg)');
  });

  it('every attribute and option has a label in every language', () => {
    for (const key of SPECIFICATION_KEYS) {
      const attribute = SPECIFICATION_ATTRIBUTES[key];
      for (const locale of ['en', 'mk', 'al'] as const) {
        expect(attribute.label[locale].length).toBeGreaterThan(0);
        if (attribute.kind === 'choice') {
          for (const option of Object.values(attribute.options))
            expect(option[locale].length).toBeGreaterThan(0);
        }
      }
    }
  });

  it('translates every refusal, the ranges with a decimal comma', () => {
    expect(validationMessage('specificationRange_heatOutput', 'mk')).toBe(
      'Внесете вредност од 0,5 до 100 kW',
    );
    expect(validationMessage('specificationRange_weight', 'al')).toBe(
      'Shkruani një vlerë nga 0,5 deri në 5000 kg',
    );
    for (const key of [
      'specificationUnknown',
      'specificationNotApplicable',
      'specificationNumber',
    ] as const) {
      expect(validationText(validationKeys[key], 'mk')).not.toBe(validationText(validationKeys[key]));
      expect(validationText(validationKeys[key], 'al')).not.toBe(validationText(validationKeys[key]));
    }
  });
});

describe('what a product shows of its values', () => {
  it('only the attributes its category lists, in the order of the table', () => {
    expect(
      applicableSpecifications({ weight: 90, fuel: 'wood', heatOutput: 8 }, ['weight', 'heatOutput']),
    ).toEqual({ heatOutput: 8, weight: 90 });
    expect(
      Object.keys(applicableSpecifications({ weight: 90, heatOutput: 8 }, ['weight', 'heatOutput'])),
    ).toEqual(['heatOutput', 'weight']);
    expect(applicableSpecifications(undefined, ['fuel'])).toEqual({});
  });
});
