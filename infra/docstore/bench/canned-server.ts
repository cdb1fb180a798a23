/**
 * A wire server that does no work: it answers the handshake and `hello` with a fixed hello reply, every
 * `find` with the same prepared one-document batch (whatever the filter) and every other command with
 * `{ok: 1}`, using the docstore's own framing; it decodes nothing. Round trips against it are what the client libraries cost with a server that
 * takes no time, the floor for any server.
 *
 *   tsx bench/canned-server.ts <namespace> <base64 BSON of the document every find returns>
 *
 * Prints `{"msg":"canned: listening","uri":...}` on stdout.
 */
import net from 'node:net';
import { Double } from 'bson';
import { decodeDocument, encodeDocument } from '../src/bson-codec.js';
import {
  MAX_BSON_OBJECT_SIZE,
  MAX_MESSAGE_SIZE_BYTES,
  MAX_WIRE_VERSION,
  MAX_WRITE_BATCH_SIZE,
} from '../src/commands/handshake.js';
import { MessageFramer } from '../src/wire/framing.js';
import {
  encodeOpMsg,
  encodeOpReply,
  FLAG_MORE_TO_COME,
  HEADER_BYTES,
  OP_MSG,
  OP_QUERY,
  readHeader,
} from '../src/wire/messages.js';
import { buildCursorReply } from '../src/wire/reply.js';

const [ns, docArg] = process.argv.slice(2);
if (!ns || !docArg) {
  console.error('usage: canned-server.ts <namespace> <base64 BSON document>');
  process.exit(2);
}
const cannedDoc = Buffer.from(docArg, 'base64');
decodeDocument(cannedDoc); // fails here, not mid-bench, if the argument is not a document

const HELLO = encodeDocument({
  helloOk: true,
  ismaster: true,
  isWritablePrimary: true,
  maxBsonObjectSize: MAX_BSON_OBJECT_SIZE,
  maxMessageSizeBytes: MAX_MESSAGE_SIZE_BYTES,
  maxWriteBatchSize: MAX_WRITE_BATCH_SIZE,
  localTime: new Date(),
  logicalSessionTimeoutMinutes: 30,
  connectionId: 1,
  minWireVersion: 0,
  maxWireVersion: MAX_WIRE_VERSION,
  readOnly: false,
  ok: 1,
});
const OK = encodeDocument({ ok: new Double(1) });
const FIND_REPLY = buildCursorReply(ns, 'firstBatch', [cannedDoc], 0n).body;
/** Bytes of a few command names, to recognise them without decoding the command. */
const names = (list: string[]): Buffer[] => list.map((n) => Buffer.from(`${n}\0`, 'latin1'));
const HELLO_NAMES = names(['hello', 'isMaster', 'ismaster']);
const FIND = names(['find']);

/** The first element of the BSON body at `offset` (the command name) equals one of `candidates`. */
function firstNameIs(msg: Buffer, offset: number, candidates: Buffer[]): boolean {
  const start = offset + 4 + 1;
  return candidates.some(
    (c) => msg.length >= start + c.length && msg.compare(c, 0, c.length, start, start + c.length) === 0,
  );
}

let requestIds = 1;

const server = net.createServer((socket) => {
  socket.setNoDelay(true);
  const framer = new MessageFramer(MAX_MESSAGE_SIZE_BYTES);
  socket.on('error', () => socket.destroy());
  socket.on('data', (chunk: Buffer) => {
    for (const msg of framer.push(chunk)) {
      const { requestId, opCode } = readHeader(msg);
      if (opCode === OP_QUERY) {
        socket.write(encodeOpReply(requestIds++, requestId, HELLO));
        continue;
      }
      if (opCode !== OP_MSG) {
        socket.destroy();
        return;
      }
      const flags = msg.readUInt32LE(HEADER_BYTES);
      if (flags & FLAG_MORE_TO_COME) continue;
      const bodyAt = HEADER_BYTES + 4 + 1; // flag bits, kind-0 section byte
      let reply: Uint8Array = OK;
      if (firstNameIs(msg, bodyAt, HELLO_NAMES)) reply = HELLO;
      else if (firstNameIs(msg, bodyAt, FIND)) reply = FIND_REPLY;
      socket.write(encodeOpMsg(requestIds++, requestId, reply));
    }
  });
});

server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  console.log(JSON.stringify({ msg: 'canned: listening', uri: `mongodb://127.0.0.1:${port}` }));
});

const stop = (): void => {
  server.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
