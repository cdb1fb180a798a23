import {
  CHOICE_SPECIFICATION_KEYS,
  NUMBER_SPECIFICATION_KEYS,
  SPECIFICATION_ATTRIBUTES,
  SPECIFICATION_KEYS,
  YES_NO_SPECIFICATION_KEYS,
  rangeParams,
  type ProductFacet,
  type SpecificationFilters,
  type SpecificationKey,
  type Specifications,
  type SpecificationValue,
} from '@hiti/contracts';

/** One attribute's filter: which shown values pass it. */
export interface SpecificationFilter {
  key: SpecificationKey;
  passes: (value: SpecificationValue | undefined) => boolean;
}

/** The filters a list query sets, one per attribute (a number's two bounds are one filter). */
export function specificationFiltersOf(query: SpecificationFilters): SpecificationFilter[] {
  const filters: SpecificationFilter[] = [];
  for (const key of CHOICE_SPECIFICATION_KEYS) {
    const chosen = query[key];
    if (chosen && chosen.length > 0) {
      filters.push({ key, passes: (value) => typeof value === 'string' && chosen.includes(value) });
    }
  }
  for (const key of NUMBER_SPECIFICATION_KEYS) {
    const params = rangeParams(key);
    const min = query[params.min];
    const max = query[params.max];
    if (min === undefined && max === undefined) continue;
    filters.push({
      key,
      passes: (value) =>
        typeof value === 'number' &&
        (min === undefined || value >= min) &&
        (max === undefined || value <= max),
    });
  }
  for (const key of YES_NO_SPECIFICATION_KEYS) {
    const wanted = query[key];
    if (wanted !== undefined) filters.push({ key, passes: (value) => value === wanted });
  }
  return filters;
}

/** The key of the one filter a product fails, `null` when it passes all, `false` when it fails several. */
function failedFilter(
  specifications: Specifications,
  filters: readonly SpecificationFilter[],
): SpecificationKey | null | false {
  let failed: SpecificationKey | null = null;
  for (const filter of filters) {
    if (filter.passes(specifications[filter.key])) continue;
    if (failed !== null) return false;
    failed = filter.key;
  }
  return failed;
}

interface Tally {
  choices: Map<string, number>;
  min: number;
  max: number;
  count: number;
  yes: number;
  no: number;
}

const emptyTally = (): Tally => ({
  choices: new Map(),
  min: Infinity,
  max: -Infinity,
  count: 0,
  yes: 0,
  no: 0,
});

/**
 * Counts facets disjunctively (a facet's counts apply every filter but its own): a product passing every
 * specification filter counts for each attribute it has a value for; one failing a single filter counts
 * for that attribute only; one failing more counts for none.
 */
export class FacetCounter {
  private readonly tallies = new Map<SpecificationKey, Tally>();
  /** The products passing every filter. */
  total = 0;

  constructor(private readonly filters: readonly SpecificationFilter[]) {}

  add(specifications: Specifications): void {
    const failed = failedFilter(specifications, this.filters);
    if (failed === false) return;
    if (failed === null) {
      this.total += 1;
      for (const key of SPECIFICATION_KEYS) this.count(key, specifications[key]);
    } else {
      this.count(failed, specifications[failed]);
    }
  }

  private count(key: SpecificationKey, value: SpecificationValue | undefined): void {
    if (value === undefined) return;
    let tally = this.tallies.get(key);
    if (!tally) {
      tally = emptyTally();
      this.tallies.set(key, tally);
    }
    if (typeof value === 'number') {
      tally.min = Math.min(tally.min, value);
      tally.max = Math.max(tally.max, value);
      tally.count += 1;
    } else if (typeof value === 'boolean') {
      if (value) tally.yes += 1;
      else tally.no += 1;
    } else {
      tally.choices.set(value, (tally.choices.get(value) ?? 0) + 1);
    }
  }

  /** The facets of the attributes with a value, in the table's order; choices in their declared order. */
  facets(): ProductFacet[] {
    const facets: ProductFacet[] = [];
    for (const key of CHOICE_SPECIFICATION_KEYS) {
      const choices = this.tallies.get(key)?.choices ?? new Map<string, number>();
      const options = Object.keys(SPECIFICATION_ATTRIBUTES[key].options).flatMap((value) => {
        const count = choices.get(value) ?? 0;
        return count > 0 ? [{ value, count }] : [];
      });
      if (options.length > 0) facets.push({ key, kind: 'choice', options });
    }
    for (const key of NUMBER_SPECIFICATION_KEYS) {
      const tally = this.tallies.get(key);
      if (tally && tally.count > 0) {
        facets.push({ key, kind: 'number', min: tally.min, max: tally.max, count: tally.count });
      }
    }
    for (const key of YES_NO_SPECIFICATION_KEYS) {
      const tally = this.tallies.get(key);
      if (tally && tally.yes + tally.no > 0)
        facets.push({ key, kind: 'yesNo', yes: tally.yes, no: tally.no });
    }
    const order = (facet: ProductFacet) => SPECIFICATION_KEYS.indexOf(facet.key);
    return facets.sort((a, b) => order(a) - order(b));
  }
}
