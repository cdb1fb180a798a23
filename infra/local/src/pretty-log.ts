import { prettyFactory } from 'pino-pretty';

const pretty = prettyFactory({
  singleLine: true,
  colorize: Boolean(process.stdout.isTTY),
  translateTime: 'SYS:HH:MM:ss',
  ignore: 'pid,hostname,service',
});

/** A child's JSON log line as one readable line; anything else (a stack trace, a plain message) as it is. */
export function readableLogLine(line: string): string {
  if (!line.startsWith('{')) return line;
  try {
    return pretty(line).trimEnd();
  } catch {
    return line;
  }
}
