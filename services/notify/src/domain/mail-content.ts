/** A mail ready for the transport, apart from its sender. */
export interface MailContent {
  to: string;
  replyTo?: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
  /** `<...@domain>`: the same for every attempt of one mail, so a repeated delivery is recognisable. */
  messageId: string;
  headers?: Record<string, string>;
}

/** Header values never carry line breaks. */
export function singleLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
