import type { FormInstance } from 'antd';
import { useEffect, useRef } from 'react';
import type { FieldIssue } from '@hiti/contracts';

/**
 * A form that opens above a list: brought into view with the cursor in its first input, as an Edit pressed
 * far down the list (or on a phone) would otherwise change nothing in view. Answers the ref of its card.
 */
export function useFormOpenedInView() {
  const card = useRef<HTMLDivElement>(null);
  useEffect(() => {
    card.current?.scrollIntoView?.({ block: 'start' });
    card.current?.querySelector('input')?.focus({ preventScroll: true });
  }, []);
  return card;
}

/**
 * Shows the issues of a refused save under the inputs they name (`fieldOf` maps an issue's path to an
 * input, or to none), in the admin's language (`translate`).
 */
export function useServerIssuesUnderFields<Name extends string | (string | number)[]>(
  form: FormInstance,
  serverIssues: readonly FieldIssue[],
  fieldOf: (path: string) => Name | undefined,
  translate: (message: string) => string,
) {
  useEffect(() => {
    const errors = new Map<string, { name: Name; errors: string[] }>();
    for (const issue of serverIssues) {
      const name = fieldOf(issue.path);
      if (name === undefined) continue;
      const key = String(name);
      errors.set(key, {
        name,
        errors: [...(errors.get(key)?.errors ?? []), translate(issue.key ?? issue.message)],
      });
    }
    if (errors.size > 0) form.setFields([...errors.values()]);
  }, [serverIssues, form, fieldOf, translate]);
}
