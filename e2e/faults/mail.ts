import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import PostalMime from 'postal-mime';
import { CLIENT_HEADER } from '@hiti/contracts';
import { send } from './client';
import { pidsOf, type Launched } from './system';

export interface MailFigures {
  sent: number;
  accepted: number;
  delivered: number;
  lost: number;
  duplicates: number;
  duplicatesWithOneMessageId: number;
  notifyKills: number;
  retriesAfter503: number;
  /** Final answers other than 202 (the visitor saw an error and knows the message was not taken). */
  refusedByStatus: Record<number, number>;
}

const MARKER = /fault-mail-(\d+)-end/;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Contact messages as many visitors send them: each from its own address (5 a minute each), as a proxy
 * reports it. A retry comes from another address, as a phone's does, so the per-address limit (meant for
 * floods) does not turn the retries of an outage into refusals.
 */
async function sendContact(base: string, index: number, attempt: number): Promise<number> {
  const answer = await send(base, '/api/contact', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [CLIENT_HEADER.name]: CLIENT_HEADER.value,
      'x-forwarded-for': `10.${attempt % 256}.${Math.floor(index / 250)}.${(index % 250) + 1}`,
    },
    body: JSON.stringify({
      name: `Visitor ${index}`,
      email: `visitor${index}@example.com`,
      phone: '070123456',
      subject: `Question ${index}`,
      message: `Please call me back: fault-mail-${index}-end`,
    }),
    timeoutMs: 20_000,
  });
  return answer.status;
}

/** Sends a message again while the site answers 503 or not at all, as a visitor retries; its last status. */
async function sendUntilAnswered(base: string, index: number, retries: { count: number }): Promise<number> {
  const deadline = Date.now() + 90_000;
  for (let attempt = 0; ; attempt += 1) {
    const status = await sendContact(base, index, attempt);
    if ((status !== 503 && status !== 0) || Date.now() > deadline) return status;
    retries.count += 1;
    await sleep(500);
  }
}

/** Mails in the sink by contact message number: the Message-ID of every copy. */
async function mailsByMessage(mailDir: string): Promise<Map<number, string[]>> {
  const found = new Map<number, string[]>();
  if (!existsSync(mailDir)) return found;
  for (const name of readdirSync(mailDir).filter((file) => file.endsWith('.eml'))) {
    const email = await PostalMime.parse(readFileSync(join(mailDir, name)));
    const match = MARKER.exec(`${email.text ?? ''}${email.html ?? ''}`);
    if (!match) continue;
    const index = Number(match[1]);
    found.set(index, [...(found.get(index) ?? []), email.messageId ?? '']);
  }
  return found;
}

/**
 * Sends `total` contact messages while notify (its API and its mail worker) is SIGKILLed twice; every
 * accepted one must arrive.
 */
export async function notifyKilledDuringContacts(
  launched: Launched,
  mailDir: string,
  total: number,
): Promise<MailFigures> {
  const base = launched.base;
  const accepted: number[] = [];
  const retries = { count: 0 };
  const refused: Record<number, number> = {};
  let kills = 0;
  for (let index = 0; index < total; index += 10) {
    const batch = Array.from({ length: Math.min(10, total - index) }, (_, offset) => index + offset);
    const statuses = await Promise.all(batch.map((n) => sendUntilAnswered(base, n, retries)));
    statuses.forEach((status, offset) => {
      if (status === 202) accepted.push(index + offset);
      else refused[status] = (refused[status] ?? 0) + 1;
    });
    if (index === 60 || index === 130) {
      for (const pid of await pidsOf(launched, 'notify')) process.kill(pid, 'SIGKILL');
      kills += 1;
    }
  }
  const deadline = Date.now() + 180_000;
  let mails = await mailsByMessage(mailDir);
  while (Date.now() < deadline && accepted.some((n) => !mails.has(n))) {
    await sleep(1000);
    mails = await mailsByMessage(mailDir);
  }
  const copies = [...mails.values()];
  const duplicated = copies.filter((ids) => ids.length > 1);
  return {
    sent: total,
    accepted: accepted.length,
    delivered: accepted.filter((n) => mails.has(n)).length,
    lost: accepted.filter((n) => !mails.has(n)).length,
    duplicates: duplicated.length,
    duplicatesWithOneMessageId: duplicated.filter((ids) => new Set(ids).size === 1).length,
    notifyKills: kills,
    retriesAfter503: retries.count,
    refusedByStatus: refused,
  };
}
