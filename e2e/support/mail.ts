import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import PostalMime, { type Email } from 'postal-mime';

/** Waits for a mail written by the local SMTP sink that matches, and parses it. */
export async function waitForMail(
  mailDir: string,
  matches: (raw: string) => boolean,
  timeoutMs = 30_000,
): Promise<{ raw: string; email: Email }> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = existsSync(mailDir)
      ? readdirSync(mailDir, { withFileTypes: true }).filter((entry) => entry.name.endsWith('.eml'))
      : [];
    for (const file of files) {
      const raw = readFileSync(join(mailDir, file.name), 'utf8');
      if (matches(raw)) return { raw, email: await PostalMime.parse(raw) };
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no matching mail in ${mailDir} within ${timeoutMs} ms`);
}
