interface SmtpErrorFields {
  responseCode?: unknown;
  message?: unknown;
}

/** An SMTP 5xx answer: the server refuses the mail for good, so trying again cannot help. */
export function isPermanentSmtpFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as SmtpErrorFields).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** A short description of a failed attempt for the outbox. */
export function describeFailure(error: unknown): string {
  if (typeof error !== 'object' || error === null) return String(error);
  const { responseCode, message } = error as SmtpErrorFields;
  const text = typeof message === 'string' ? message : String(error);
  const withCode = typeof responseCode === 'number' && !text.includes(String(responseCode));
  return (withCode ? `${responseCode} ${text}` : text).slice(0, 1000);
}
