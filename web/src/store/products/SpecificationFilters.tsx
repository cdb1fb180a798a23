import { useEffect, useRef, type FormEvent } from 'react';
import {
  SPECIFICATION_ATTRIBUTES,
  formatSpecificationNumber,
  rangeParams,
  specificationLabel,
  type ProductFacet,
  type ProductFacets,
  type RangeParam,
} from '@hiti/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { specificationParamsFrom, type SpecificationParams } from '../../lib/specification-filters';
import { Button, Text } from '../ui';
import { useLanguage } from '../common/use-language';

/** The attributes the products page offers filters for, in this order (when the catalog has facets for them). */
const SHOWN_FACETS = ['fuel', 'heatOutput', 'heatedVolume', 'energyClass'];
const WIDE_QUERY = '(min-width: 576px)';

type Facet<Kind extends ProductFacet['kind']> = Extract<ProductFacet, { kind: Kind }>;

function ChoiceFacet({ facet, chosen }: { facet: Facet<'choice'>; chosen: string | undefined }) {
  const language = useLanguage();
  const options: Readonly<Record<string, Record<string, string>>> =
    SPECIFICATION_ATTRIBUTES[facet.key].options;
  const selected = (chosen ?? '').split(',');
  return (
    <fieldset className="spec-filters__group">
      <legend>{specificationLabel(facet.key, language)}</legend>
      {facet.options.map(({ value, count }) => (
        <label key={value} className="ui-checkbox">
          <input type="checkbox" name={facet.key} value={value} defaultChecked={selected.includes(value)} />
          <span>
            {options[value]?.[language] ?? value} <Text type="secondary">({count})</Text>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** The brands of the listed products, each with how many (the brand filter itself left out of the counts). */
function BrandFacet({ brands, chosen }: { brands: ProductFacets['brands']; chosen: string | undefined }) {
  const { t } = useTranslation();
  const selected = (chosen ?? '').split(',');
  return (
    <fieldset className="spec-filters__group">
      <legend>{t('products.brand')}</legend>
      {brands.map(({ id, name, count }) => (
        <label key={id} className="ui-checkbox">
          <input type="checkbox" name="brandId" value={id} defaultChecked={selected.includes(String(id))} />
          <span>
            {name} <Text type="secondary">({count})</Text>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

function NumberFacet({ facet, params }: { facet: Facet<'number'>; params: SpecificationParams }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const names = rangeParams(facet.key);
  // the attribute's whole range: the bounds of what is listed now would block a form asking for more
  const { decimals, min, max } = SPECIFICATION_ATTRIBUTES[facet.key];
  const step = decimals > 0 ? String(10 ** -decimals) : '1';
  const field = (name: RangeParam, label: string, placeholder: number) => (
    <label className="spec-filters__bound">
      <Text type="secondary">{label}</Text>
      <input
        className="ui-input"
        type="number"
        inputMode="decimal"
        name={name}
        step={step}
        min={min}
        max={max}
        placeholder={formatSpecificationNumber(placeholder, language, decimals)}
        defaultValue={params[name] ?? ''}
      />
    </label>
  );
  return (
    <fieldset className="spec-filters__group">
      <legend>{specificationLabel(facet.key, language, true)}</legend>
      <div className="spec-filters__range">
        {field(names.min, t('products.specificationFrom'), facet.min)}
        {field(names.max, t('products.specificationTo'), facet.max)}
      </div>
    </fieldset>
  );
}

/**
 * The filters of the listed products' specifications as a GET form of the page's own address: without
 * scripts "Apply" loads the filtered page; with them it changes the filters in place. The other filters
 * travel as hidden fields. Folded (a `details`) on a phone, and while no specification filter is set on
 * a page rendered on the server; opened on a wide screen once the page runs.
 */
export function SpecificationFilters({
  facets,
  brands,
  params,
  hidden,
  onApply,
}: {
  facets: readonly ProductFacet[];
  brands: ProductFacets['brands'];
  params: SpecificationParams;
  /** The page's other filters, kept by the form. */
  hidden: URLSearchParams;
  onApply: (params: SpecificationParams) => void;
}) {
  const { t } = useTranslation();
  const active = Object.keys(params).length > 0;
  const panel = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (panel.current && window.matchMedia(WIDE_QUERY).matches) panel.current.open = true;
  }, []);
  const shown = SHOWN_FACETS.flatMap((key) => facets.filter((facet) => facet.key === key));
  if (shown.length === 0 && brands.length === 0) return null;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === 'string') data.append(name, value);
    }
    onApply(specificationParamsFrom(data));
  };
  return (
    <details className="spec-filters" ref={panel} open={active} data-testid="specification-filters">
      <summary>
        <Text strong>{t('products.specifications')}</Text>
      </summary>
      <form method="get" onSubmit={submit} className="spec-filters__form">
        {[...hidden].map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className="spec-filters__groups">
          {brands.length > 0 && <BrandFacet brands={brands} chosen={params.brandId} />}
          {shown.map((facet) =>
            facet.kind === 'choice' ? (
              <ChoiceFacet key={facet.key} facet={facet} chosen={params[facet.key]} />
            ) : facet.kind === 'number' ? (
              <NumberFacet key={facet.key} facet={facet} params={params} />
            ) : null,
          )}
        </div>
        <Button htmlType="submit" type="primary">
          {t('products.apply')}
        </Button>
      </form>
    </details>
  );
}
