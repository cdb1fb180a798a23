const SECRET_KEY = /password|hash|secret|token/i;

type Snapshot = Record<string, unknown>;

function isPlainObject(value: unknown): value is Snapshot {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

function redactValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactValue);
  if (isPlainObject(value)) return redactSnapshot(value);
  return value;
}

/** A copy of an audit snapshot without any field (at any depth) whose name suggests a secret. */
export function redactSnapshot(snapshot: Snapshot): Snapshot;
export function redactSnapshot(snapshot: Snapshot | null): Snapshot | null;
export function redactSnapshot(snapshot: Snapshot | null): Snapshot | null {
  if (snapshot === null) return null;
  return Object.fromEntries(
    Object.entries(snapshot)
      .filter(([key]) => !SECRET_KEY.test(key))
      .map(([key, value]) => [key, redactValue(value)]),
  );
}
