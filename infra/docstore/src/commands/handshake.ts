/**
 * Handshake and server-information commands: hello / isMaster, ping, buildInfo, getParameter,
 * endSessions and friends. The hello reply never offers compression and has no topologyVersion, so
 * drivers poll with plain hello instead of streaming.
 */
import { Long } from 'bson';
import type { Doc } from '../query/bson-types.js';
import type { CommandContext, CommandHandler } from './context.js';

const SERVER_VERSION = '7.0.0';
export const MAX_WIRE_VERSION = 21;
export const MAX_BSON_OBJECT_SIZE = 16 * 1024 * 1024;
export const MAX_MESSAGE_SIZE_BYTES = 48_000_000;
export const MAX_WRITE_BATCH_SIZE = 100_000;

function helloReply(cmd: Doc, ctx: CommandContext, legacyName: boolean): Doc {
  const reply: Doc = {};
  if (cmd.helloOk === true) reply.helloOk = true;
  if (legacyName) reply.ismaster = true;
  else reply.isWritablePrimary = true;
  Object.assign(reply, {
    maxBsonObjectSize: MAX_BSON_OBJECT_SIZE,
    maxMessageSizeBytes: MAX_MESSAGE_SIZE_BYTES,
    maxWriteBatchSize: MAX_WRITE_BATCH_SIZE,
    localTime: new Date(),
    logicalSessionTimeoutMinutes: 30,
    connectionId: ctx.connectionId,
    minWireVersion: 0,
    maxWireVersion: MAX_WIRE_VERSION,
    readOnly: false,
    ok: 1,
  });
  return reply;
}

const hello: CommandHandler = (cmd, ctx) => helloReply(cmd, ctx, false);
const isMaster: CommandHandler = (cmd, ctx) => helloReply(cmd, ctx, true);

const ping: CommandHandler = () => ({ ok: 1 });

const buildInfo: CommandHandler = () => ({
  version: SERVER_VERSION,
  gitVersion: 'docstore',
  versionArray: [7, 0, 0, 0],
  bits: 64,
  debug: false,
  maxBsonObjectSize: MAX_BSON_OBJECT_SIZE,
  storageEngines: ['docstore'],
  javascriptEngine: 'none',
  modules: [],
  ok: 1,
});

const PARAMETERS: Doc = {
  featureCompatibilityVersion: { version: '7.0' },
  authenticationMechanisms: [],
  cursorTimeoutMillis: new Long(600_000),
  maxBSONDepth: 100,
};

const getParameter: CommandHandler = (cmd) => {
  const reply: Doc = {};
  const all = cmd.getParameter === '*' || (cmd.getParameter !== null && typeof cmd.getParameter === 'object');
  for (const [name, value] of Object.entries(PARAMETERS)) {
    if (all || name in cmd) reply[name] = value;
  }
  reply.ok = 1;
  return reply;
};

const endSessions: CommandHandler = () => ({ ok: 1 });

const whatsmyuri: CommandHandler = () => ({ you: 'client', ok: 1 });

const connectionStatus: CommandHandler = () => ({
  authInfo: { authenticatedUsers: [], authenticatedUserRoles: [] },
  ok: 1,
});

const hostInfo: CommandHandler = () => ({
  system: { currentTime: new Date(), hostname: 'docstore', numCores: 1 },
  os: { type: process.platform },
  extra: {},
  ok: 1,
});

const serverStatus: CommandHandler = (_cmd, ctx) => ({
  host: 'docstore',
  version: SERVER_VERSION,
  process: 'docstore',
  pid: new Long(process.pid),
  uptime: (Date.now() - ctx.startedAt.getTime()) / 1000,
  localTime: new Date(),
  metrics: { cursor: { open: { total: new Long(ctx.cursors.size) } } },
  ok: 1,
});

export const handshakeCommands: Record<string, CommandHandler> = {
  hello,
  isMaster,
  ismaster: isMaster,
  ping,
  buildInfo,
  buildinfo: buildInfo,
  getParameter,
  endSessions,
  whatsmyuri,
  connectionStatus,
  hostInfo,
  serverStatus,
};
