import type { FormRule } from 'antd';

interface Checkable {
  safeParse(
    value: unknown,
  ): { success: true } | { success: false; error: { issues: readonly { message: string }[] } };
}

/** An antd form rule that applies a contracts schema and shows its first message. */
export function schemaRule(schema: Checkable): FormRule {
  return {
    validator: (_rule, value: unknown) => {
      const result = schema.safeParse(value);
      return result.success
        ? Promise.resolve()
        : Promise.reject(new Error(result.error.issues[0]?.message ?? 'Invalid value'));
    },
  };
}
