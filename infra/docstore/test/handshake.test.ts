/** Handshake, server information, unknown commands and wire-protocol framing. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mongoose from 'mongoose';
import { MongoServerError } from 'mongodb';
import { onDocstore, startTarget } from './support/target.js';
import type { Target } from './support/target.js';
import { OP_COMPRESSED, OP_MSG, OP_REPLY, opMsgBody, opReplyDoc, RawClient } from './support/raw-wire.js';

let target: Target;

beforeAll(async () => {
  target = await startTarget();
});

afterAll(async () => {
  await target.stop();
});

describe('handshake and server commands', () => {
  it('answers hello with the fields drivers need', async () => {
    const hello = await target.client.db('admin').command({ hello: 1 });
    expect(hello.ok).toBe(1);
    expect(hello.isWritablePrimary).toBe(true);
    expect(hello.maxWireVersion).toBeGreaterThanOrEqual(17);
    expect(hello.minWireVersion).toBe(0);
    expect(hello.maxBsonObjectSize).toBe(16 * 1024 * 1024);
    expect(hello.maxMessageSizeBytes).toBe(48_000_000);
    expect(hello.maxWriteBatchSize).toBe(100_000);
    expect(hello.localTime).toBeInstanceOf(Date);
    expect(typeof hello.connectionId).toBe('number');
    expect(typeof hello.logicalSessionTimeoutMinutes).toBe('number');
    const legacy = await target.client.db('admin').command({ isMaster: 1 });
    expect(legacy.ismaster).toBe(true);
  });

  it('answers ping, buildInfo, getParameter', async () => {
    const admin = target.client.db('admin');
    expect(await admin.command({ ping: 1 })).toMatchObject({ ok: 1 });
    const info = await admin.command({ buildInfo: 1 });
    expect(info.ok).toBe(1);
    expect(info.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(Array.isArray(info.versionArray)).toBe(true);
    const fcv = await admin.command({ getParameter: 1, featureCompatibilityVersion: 1 });
    expect(fcv.ok).toBe(1);
    expect(typeof fcv.featureCompatibilityVersion.version).toBe('string');
  });

  it('lists databases that hold collections', async () => {
    const name = target.dbName('hs_list');
    await target.client.db(name).collection('c').insertOne({ a: 1 });
    const all = await target.client.db('admin').command({ listDatabases: 1 });
    expect(all.ok).toBe(1);
    const entry = (all.databases as { name: string; sizeOnDisk: number; empty: boolean }[]).find(
      (d) => d.name === name,
    );
    expect(entry).toBeDefined();
    expect(typeof entry?.sizeOnDisk).toBe('number');
    expect(typeof all.totalSize).toBe('number');
    const names = await target.client.db('admin').command({ listDatabases: 1, nameOnly: true });
    expect(names.databases).toContainEqual({ name });
  });

  it('answers unknown commands with CommandNotFound (59) and keeps serving', async () => {
    const db = target.client.db(target.dbName('hs_unknown'));
    const err = await db.command({ noSuchCommandHere: 1 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MongoServerError);
    expect((err as MongoServerError).code).toBe(59);
    expect((err as MongoServerError).codeName).toBe('CommandNotFound');
    expect(await db.command({ ping: 1 })).toMatchObject({ ok: 1 });
  });

  it('rejects transactions on a single node', async () => {
    const session = target.client.startSession();
    const coll = target.client.db(target.dbName('hs_txn')).collection('c');
    await coll.insertOne({ a: 1 });
    session.startTransaction();
    const err = await coll.insertOne({ a: 2 }, { session }).catch((e: unknown) => e);
    await session.abortTransaction().catch(() => undefined);
    await session.endSession();
    // The driver rewrites IllegalOperation (20) "Transaction numbers are only allowed on a replica set
    // member or mongos" into a retryable-writes hint, for a real standalone server as well.
    expect(err).toBeInstanceOf(MongoServerError);
    expect((err as MongoServerError).message).toMatch(
      /retryable writes|Transaction numbers are only allowed/,
    );
  });
});

describe('mongoose connection', () => {
  it('connects and pings through mongoose', async () => {
    const conn = await mongoose
      .createConnection(target.uri, { dbName: target.dbName('hs_mongoose') })
      .asPromise();
    try {
      const db = conn.db;
      if (!db) throw new Error('no db handle');
      expect(await db.admin().ping()).toMatchObject({ ok: 1 });
      expect(conn.readyState).toBe(1);
    } finally {
      await conn.close();
    }
  });
});

describe('wire protocol', () => {
  it('answers the OP_QUERY hello handshake with OP_REPLY', async () => {
    const raw = await RawClient.connect(target.uri);
    try {
      raw.sendOpQuery(7, 'admin.$cmd', {
        isMaster: 1,
        helloOk: true,
        client: { driver: { name: 'raw', version: '0' } },
      });
      const reply = await raw.next();
      expect(reply?.opCode).toBe(OP_REPLY);
      expect(reply?.responseTo).toBe(7);
      const doc = opReplyDoc(reply as NonNullable<typeof reply>);
      expect(doc.ok).toBe(1);
      expect(doc.ismaster).toBe(true);
      expect(doc.helloOk).toBe(true);
      expect(doc.compression).toBeUndefined();
    } finally {
      raw.close();
    }
  });

  it('does not reply to a moreToCome message, and replies to the next one', async () => {
    const raw = await RawClient.connect(target.uri);
    try {
      raw.sendOpMsg(1, { ping: 1, $db: 'admin' }, 2);
      raw.sendOpMsg(2, { ping: 1, $db: 'admin' });
      const reply = await raw.next();
      expect(reply?.opCode).toBe(OP_MSG);
      expect(reply?.responseTo).toBe(2);
      expect(opMsgBody(reply as NonNullable<typeof reply>).ok).toBe(1);
      expect(await raw.next(300)).toBeUndefined();
    } finally {
      raw.close();
    }
  });

  it('replies with a single kind-0 section to a command with a document sequence', async () => {
    const dbName = target.dbName('hs_seq');
    const raw = await RawClient.connect(target.uri);
    try {
      const { BSON } = await import('bson');
      const body = Buffer.from(BSON.serialize({ insert: 'c', $db: dbName }));
      const docs = [{ _id: 1 }, { _id: 2 }].map((d) => Buffer.from(BSON.serialize(d)));
      const ident = Buffer.from('documents\0');
      const seqLen = 4 + ident.length + docs.reduce((n, d) => n + d.length, 0);
      const seqHeader = Buffer.alloc(4);
      seqHeader.writeInt32LE(seqLen, 0);
      raw.send(
        OP_MSG,
        3,
        Buffer.concat([Buffer.alloc(4), Buffer.from([0]), body, Buffer.from([1]), seqHeader, ident, ...docs]),
      );
      const reply = await raw.next();
      expect(reply?.opCode).toBe(OP_MSG);
      const m = reply as NonNullable<typeof reply>;
      expect(m.body.readUInt32LE(0)).toBe(0);
      expect(m.body[4]).toBe(0);
      const doc = opMsgBody(m);
      expect(doc).toMatchObject({ n: 2, ok: 1 });
      expect(m.body.length).toBe(5 + m.body.readInt32LE(5));
    } finally {
      raw.close();
    }
  });
});

describe.runIf(onDocstore)('wire protocol (docstore specifics)', () => {
  it('closes the connection on an unknown op code and keeps serving others', async () => {
    const raw = await RawClient.connect(target.uri);
    raw.send(9999, 1, Buffer.alloc(8));
    expect(await raw.waitClosed()).toBe(true);
    expect(await target.client.db('admin').command({ ping: 1 })).toMatchObject({ ok: 1 });
  });

  it('refuses OP_COMPRESSED by closing the connection', async () => {
    const raw = await RawClient.connect(target.uri);
    const body = Buffer.alloc(9);
    body.writeInt32LE(OP_MSG, 0);
    body.writeInt32LE(0, 4);
    body[8] = 0;
    raw.send(OP_COMPRESSED, 1, body);
    expect(await raw.waitClosed()).toBe(true);
  });

  it('closes the connection on an impossible message length', async () => {
    const raw = await RawClient.connect(target.uri);
    const header = Buffer.alloc(16);
    header.writeInt32LE(8, 0);
    raw.writeRaw(header);
    expect(await raw.waitClosed()).toBe(true);
  });

  it('serves many concurrent connections', async () => {
    const clients = await Promise.all(Array.from({ length: 20 }, () => RawClient.connect(target.uri)));
    try {
      clients.forEach((c, i) => c.sendOpMsg(i + 1, { ping: 1, $db: 'admin' }));
      const replies = await Promise.all(clients.map((c) => c.next()));
      replies.forEach((r, i) => expect(r?.responseTo).toBe(i + 1));
    } finally {
      for (const c of clients) c.close();
    }
  });
});
