/** Text taken literally in a regular expression (its special characters escaped). */
export function literally(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
