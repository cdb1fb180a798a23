/**
 * The mingo operator context used everywhere: mingo's operators, with the comparison and type query
 * operators replaced by ones that follow MongoDB's number and cross-type rules.
 */
import { Context } from 'mingo';
import type { QueryOperator } from 'mingo/types';
import * as accumulatorOps from 'mingo/operators/accumulator';
import * as expressionOps from 'mingo/operators/expression';
import * as pipelineOps from 'mingo/operators/pipeline';
import * as projectionOps from 'mingo/operators/projection';
import * as queryOps from 'mingo/operators/query';
import * as windowOps from 'mingo/operators/window';
import type { Options } from 'mingo/types';
import { ProcessingMode } from 'mingo';
import { bitsOperators } from './bits.js';
import { comparisonOperators } from './operators.js';

type OpMap<T> = Record<`$${string}`, T>;

function asOps<T>(ns: object): OpMap<T> {
  return { ...ns } as OpMap<T>;
}

const mingoContext = Context.init({
  query: { ...asOps<QueryOperator>(queryOps), ...comparisonOperators, ...bitsOperators },
  expression: asOps(expressionOps),
  projection: asOps(projectionOps),
  pipeline: asOps(pipelineOps),
  accumulator: asOps(accumulatorOps),
  window: asOps(windowOps),
});

export function mingoOptions(extra: Partial<Options> = {}): Partial<Options> {
  return {
    context: mingoContext,
    scriptEnabled: false,
    useStrictMode: true,
    processingMode: ProcessingMode.CLONE_OFF,
    ...extra,
  };
}
