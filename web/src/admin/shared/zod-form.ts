import type { FormRule } from 'antd';

/** What the adapter needs of a zod schema: its issues, each at a path of the input. */
export interface CheckedSchema {
  safeParse(
    value: unknown,
  ):
    | { success: true }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/** A form field's name as antd gives it (`'username'`, `['name', 'mk']`). */
export type FieldPath = string | readonly (string | number)[];

const joined = (path: readonly PropertyKey[] | FieldPath) =>
  typeof path === 'string' ? path : path.map(String).join('.');

/** The schema's messages for one field of an input. */
export function schemaMessages(schema: CheckedSchema, input: unknown, field: FieldPath): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  const wanted = joined(field);
  return result.error.issues.filter((issue) => joined(issue.path) === wanted).map((issue) => issue.message);
}

/**
 * The one way admin forms validate: antd `Form` rules made from a contracts zod schema. A field's rule
 * applies the schema to the whole form (so rules between fields, like a promotion's, are checked where
 * they are declared) and shows the schema's first message for that field; it runs on every change, so
 * a message goes away as soon as the field is fixed. `toInput` turns the form's values into the body the
 * schema reads; `translate` shows a message in the admin's language.
 */
export function zodRules<Values>(
  schema: CheckedSchema,
  options: { toInput?: (values: Values) => unknown; translate?: (message: string) => string } = {},
) {
  const toInput = options.toInput ?? ((values: Values) => values);
  const translate = options.translate ?? ((message: string) => message);
  return (field: FieldPath): FormRule[] => [
    ({ getFieldsValue }) => ({
      validator: async () => {
        const [message] = schemaMessages(schema, toInput(getFieldsValue(true) as Values), field);
        if (message !== undefined) throw new Error(translate(message));
      },
    }),
  ];
}

/** Rules that apply a contracts schema to a field's own value (a rule that reads no other field). */
export function valueRules(schema: CheckedSchema, translate = (message: string) => message): FormRule[] {
  return [
    {
      validator: async (_rule, value: unknown) => {
        const result = schema.safeParse(value);
        const message = result.success ? undefined : result.error.issues[0]?.message;
        if (message !== undefined) throw new Error(translate(message));
      },
    },
  ];
}
