import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JSON_WRITE, adminCookie, send } from './client';
import { accountAttacks } from './accounts';
import { crashDuringWrites } from './crash';
import { csrfMatrix } from './csrf';
import { exposure } from './exposure';
import { fuzzRoutes } from './fuzz';
import { notifyKilledDuringContacts } from './mail';
import { CONTACT_LIMIT, HANG_BOUND_MS, outages } from './outages';
import { launch, stop, type Launched } from './system';
import { hostileUploads } from './uploads';
import { urlFlood } from './url-flood';

const FUZZ_RUNS = 5000;
const CRASH_WRITES = 200;
const CONTACT_MESSAGES = 200;
const FLOOD_REQUESTS = 6000;

const problems: string[] = [];
const check = (ok: boolean, what: string) => {
  if (!ok) problems.push(what);
};
const print = (line: string) => console.log(line);

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hiti-faults-'));
  let launched: Launched | null = null;
  try {
    launched = await launch(dataDir);
    const base = launched.base;
    const cookie = await adminCookie(base);
    const category = await send(base, '/api/categories', {
      method: 'POST',
      headers: { ...JSON_WRITE, cookie },
      body: JSON.stringify({ name: { mk: 'Fault suite', al: 'Fault suite' } }),
    });
    if (category.status !== 201) throw new Error(`category not created: ${category.status} ${category.body}`);

    const csrf = await csrfMatrix(base, cookie);
    print(
      `CSRF matrix: ${csrf.cases} cases; foreign-origin writes refused ${csrf.foreignRefused}/${csrf.foreignTotal} (10 path spellings incl. percent-encoded, 4 methods, 3 simple content types, 3 origins); same-origin writes under other host names accepted ${csrf.sameOriginAccepted}/${csrf.sameOriginTotal}`,
    );
    check(csrf.failures.length === 0, `CSRF: ${csrf.failures.slice(0, 5).join('; ')}`);

    const exposed = await exposure(base, launched.management);
    print(
      `Redirects, exposure and headers: ${exposed.cases} cases (${exposed.cases - 13} spellings of an off-site ?lang= redirect, probes and metrics on the site's and the management port, security headers of 7 pages and API answers)`,
    );
    check(exposed.failures.length === 0, `exposure: ${exposed.failures.slice(0, 5).join('; ')}`);

    const accounts = await accountAttacks(base);
    print(
      `Account attacks: ${accounts.cases} cases (another super admin against the first administrator, password changes without the current password, look-alike usernames, common passwords); held ${accounts.cases - accounts.failures.length}`,
    );
    check(accounts.failures.length === 0, `accounts: ${accounts.failures.slice(0, 5).join('; ')}`);

    const uploads = await hostileUploads(base, cookie);
    print(
      `Hostile uploads: ${uploads.cases} cases; rejected ${uploads.rejected}, neutralised ${uploads.neutralised}, accepted ${uploads.accepted}; 5xx ${uploads.serverErrors}`,
    );
    check(
      uploads.cases >= 40 && uploads.failures.length === 0,
      `uploads: ${uploads.failures.slice(0, 5).join('; ')}`,
    );

    const fuzz = await fuzzRoutes(base, await adminCookie(base), FUZZ_RUNS);
    print(
      `Fuzzing (fast-check, ${FUZZ_RUNS} runs over 31 routes): ${fuzz.requests} requests; by status ${JSON.stringify(fuzz.byStatus)}; 5xx ${fuzz.serverErrors}; crashes ${fuzz.crashes}; refused writes ${fuzz.refusedWrites}, data changed by a refused write ${fuzz.dataChangedByRefused}`,
    );
    check(
      fuzz.requests >= 5000 && fuzz.failures.length === 0,
      `fuzz: ${fuzz.failures.slice(0, 5).join('; ')}`,
    );

    const flood = await urlFlood(launched, FLOOD_REQUESTS);
    print(
      `URL flood: ${flood.requests} distinct 12 KB URLs, 16 at a time; by status ${JSON.stringify(flood.byStatus)}; gateway memory ${Math.round(flood.startRssMb)} MB before, peak ${Math.round(flood.peakRssMb)} MB (limit ${flood.limitMb} MB)`,
    );
    check(flood.serverErrors === 0, `URL flood: ${flood.serverErrors} 5xx or unanswered`);
    check(
      flood.peakRssMb < flood.limitMb,
      `URL flood: gateway peaked at ${Math.round(flood.peakRssMb)} MB, over its ${flood.limitMb} MB limit`,
    );

    const phases = await outages(launched, await adminCookie(base));
    for (const phase of phases) {
      print(
        `Outage "${phase.name}": ${phase.requests} requests; max answer ${Math.round(phase.maxAnswerMs)} ms (bound ${HANG_BOUND_MS} ms); 503 ${phase.unavailable} (without Retry-After ${phase.unavailableWithoutRetryAfter}); other 5xx/no answer ${phase.otherServerErrors}; cached reads served ${phase.cachedReadsServed}/${phase.cachedReads}; recovered without restart: ${phase.recoveredWithoutRestart ? 'yes' : 'no'}`,
      );
      check(
        phase.maxAnswerMs <= HANG_BOUND_MS,
        `${phase.name}: answer took ${Math.round(phase.maxAnswerMs)} ms`,
      );
      check(
        phase.unavailableWithoutRetryAfter === 0,
        `${phase.name}: ${phase.unavailableWithoutRetryAfter} answers 503 without Retry-After`,
      );
      check(phase.otherServerErrors === 0, `${phase.name}: ${phase.otherServerErrors} 5xx other than 503`);
      check(phase.recoveredWithoutRestart, `${phase.name}: no recovery`);
      print(
        `  contact messages from one address during it: ${phase.contactBurst.accepted} of ${phase.contactBurst.sent} accepted (limit ${CONTACT_LIMIT} a minute)`,
      );
      check(
        phase.contactBurst.accepted <= CONTACT_LIMIT,
        `${phase.name}: ${phase.contactBurst.accepted} contact messages from one address accepted`,
      );
    }

    const mail = await notifyKilledDuringContacts(launched, join(dataDir, 'mail'), CONTACT_MESSAGES);
    print(
      `Contact mails with notify SIGKILLed ${mail.notifyKills}x: sent ${mail.sent}, accepted ${mail.accepted} (after ${mail.retriesAfter503} retries of a 503 answer; not accepted by status ${JSON.stringify(mail.refusedByStatus)}), delivered ${mail.delivered}, lost ${mail.lost}; duplicates ${mail.duplicates} (sharing one Message-ID: ${mail.duplicatesWithOneMessageId})`,
    );
    check(
      mail.accepted === mail.sent && mail.lost === 0,
      `mail: ${mail.accepted} accepted of ${mail.sent}, ${mail.lost} lost`,
    );
    check(mail.duplicates === mail.duplicatesWithOneMessageId, 'mail: a duplicate with another Message-ID');

    const crash = await crashDuringWrites(launched, dataDir, CRASH_WRITES);
    launched = null;
    print(
      `Whole system SIGKILLed halfway through ${CRASH_WRITES} planned product creates: attempted ${crash.attempted}, acknowledged ${crash.acknowledged}, lost after restart ${crash.lost}`,
    );
    check(crash.lost === 0, `crash: ${crash.lost} acknowledged writes lost`);
  } finally {
    if (launched) await stop(launched);
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (problems.length > 0) {
    console.error(`\nFault suite: ${problems.length} properties failed:\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
  print('\nFault suite: every property holds.');
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
