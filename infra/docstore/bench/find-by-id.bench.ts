/**
 * Round-trip latency of `Model.findById(id).lean()` through mongoose against the docstore, next to a
 * Redis GET through ioredis measured in the same run (same machine, same client process).
 *
 *   npm run bench -w infra/docstore
 *
 * MONGO_URL / REDIS_URL point the bench at existing servers; otherwise it starts the docstore CLI
 * (data in a temporary directory) and `redis-server` on free ports.
 *
 * The breakdown: the driver's `findOne` without mongoose, the same `find` over a bare socket (the
 * server's share without client libraries), and the mongoose call against a server that answers with
 * canned bytes (`canned-server.ts`: the client libraries' share with a server that takes no time). Each
 * row also gives the client process's CPU time per operation. Rounds run the rows in turn, every other round
 * in reverse order; a self-check row (the Redis GET against an identical copy of itself) must read 0.95-1.05,
 * or the run is invalid (exit code 2).
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { BSON, UUID } from 'bson';
import type { ObjectId } from 'bson';
import { Redis } from 'ioredis';
import mongoose, { Schema } from 'mongoose';
import { SELF_CHECK_BAND, inSelfCheckBand } from '@hiti/bench/ab';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const PER_ROUND = Number(process.env.BENCH_OPS ?? 1000);
const WARMUP = 2000;
const DOCS = 1000;
const here = path.dirname(fileURLToPath(import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

async function startRedis(): Promise<{ url: string; child?: ChildProcess }> {
  if (process.env.REDIS_URL) return { url: process.env.REDIS_URL };
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--save', '', '--appendonly', 'no', '--bind', '127.0.0.1'],
    {
      stdio: 'ignore',
    },
  );
  const url = `redis://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    probe.on('error', () => undefined);
    try {
      await probe.connect();
      await probe.ping();
      probe.disconnect();
      return { url, child };
    } catch {
      probe.disconnect();
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  child.kill();
  throw new Error('redis-server did not start (is it on PATH?)');
}

/** Starts a TypeScript server script in its own process; resolves with the uri it logs as `listening`. */
async function spawnServer(
  script: string,
  args: string[],
  listening: string,
): Promise<{ uri: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const uri = await new Promise<string>((resolve, reject) => {
    if (!child.stdout) return reject(new Error('no stdout'));
    createInterface({ input: child.stdout }).on('line', (line) => {
      try {
        const entry = JSON.parse(line) as { msg?: string; uri?: string };
        if (entry.msg === listening && entry.uri) resolve(entry.uri);
      } catch {
        // not a log line
      }
    });
    child.once('exit', (code) => reject(new Error(`${path.basename(script)} exited with ${code}`)));
  });
  return { uri, child };
}

async function stopServer(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function startDocstoreProcess(): Promise<{ uri: string; child?: ChildProcess; dataDir?: string }> {
  if (process.env.MONGO_URL) return { uri: process.env.MONGO_URL };
  const dataDir = await mkdtemp(path.join(tmpdir(), 'docstore-bench-'));
  const cli = path.join(here, '..', 'src', 'cli.ts');
  const { uri, child } = await spawnServer(
    cli,
    ['--port', '0', '--data', dataDir, '--log-level', 'info'],
    'docstore: listening',
  );
  return { uri, child, dataDir };
}

/**
 * The same `find` by `_id` the driver sends, over a bare socket: the server's share of the round trip
 * without the client libraries.
 */
class RawFind {
  private readonly socket: net.Socket;
  private pending: (() => void) | undefined;
  private buffered = 0;
  private expected = 0;

  private constructor(socket: net.Socket) {
    this.socket = socket;
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => {
      if (this.expected === 0) this.expected = chunk.readInt32LE(0);
      this.buffered += chunk.length;
      if (this.buffered >= this.expected) {
        this.buffered = 0;
        this.expected = 0;
        const done = this.pending;
        this.pending = undefined;
        done?.();
      }
    });
  }

  static async connect(uri: string): Promise<RawFind> {
    const { hostname, port } = new URL(uri.replace(/^mongodb:/, 'http:'));
    const socket = net.connect(Number(port), hostname);
    await new Promise((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('error', reject);
    });
    return new RawFind(socket);
  }

  static message(db: string, collection: string, id: ObjectId, requestId: number): Buffer {
    const body = BSON.serialize({
      find: collection,
      filter: { _id: id },
      limit: 1,
      singleBatch: true,
      batchSize: 1,
      lsid: { id: new UUID() },
      $db: db,
    });
    const msg = Buffer.alloc(21 + body.length);
    msg.writeInt32LE(msg.length, 0);
    msg.writeInt32LE(requestId, 4);
    msg.writeInt32LE(2013, 12);
    msg.set(body, 21);
    return msg;
  }

  roundTrip(msg: Buffer): Promise<void> {
    return new Promise((resolve) => {
      this.pending = resolve;
      this.socket.write(msg);
    });
  }

  close(): void {
    this.socket.destroy();
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

function summary(samples: number[]): { median: number; p99: number; mean: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const mean = samples.reduce((a, b) => a + b, 0) / samples.length;
  return { median: percentile(sorted, 50), p99: percentile(sorted, 99), mean };
}

const us = (ns: number): string => `${(ns / 1000).toFixed(1)} µs`;

interface Scenario {
  label: string;
  run: () => Promise<number>;
  samples: number[];
  /** Client process CPU time (user + system, all threads) spent in the measured rounds, µs. */
  cpuMicros: number;
}

async function main(): Promise<void> {
  const redisServer = await startRedis();
  const docstore = await startDocstoreProcess();
  const redis = new Redis(redisServer.url);
  const conn = await mongoose.createConnection(docstore.uri, { dbName: `bench_${process.pid}` }).asPromise();
  let canned: { uri: string; child: ChildProcess } | undefined;
  let cannedConn: mongoose.Connection | undefined;
  try {
    const productSchema = new Schema({
      productId: { type: Number, unique: true },
      name: { mk: String, al: String },
      slug: String,
      price: Number,
      promoPrice: Number,
      images: [String],
      category: Number,
      active: Boolean,
      createdAt: Date,
    });
    const Product = conn.model('Product', productSchema);
    await Product.init();
    await Product.deleteMany({});
    const docs = await Product.insertMany(
      Array.from({ length: DOCS }, (_, i) => ({
        productId: i + 1,
        name: { mk: `Камин ${i}`, al: `Oxhak ${i}` },
        slug: `kamin-${i}`,
        price: 500 + i,
        promoPrice: i % 3 === 0 ? 450 + i : undefined,
        images: [`/attached_assets/p${i}-1.webp`, `/attached_assets/p${i}-2.webp`],
        category: i % 12,
        active: true,
        createdAt: new Date(),
      })),
    );
    const ids = docs.map((d) => d._id);
    const prefix = `bench:${process.pid}:`;
    const pipeline = redis.pipeline();
    for (const d of docs) pipeline.set(`${prefix}${String(d._id)}`, JSON.stringify(d.toObject()));
    await pipeline.exec();

    const dbName = conn.db?.databaseName ?? '';
    const collectionName = Product.collection.collectionName;
    const rawMessages = ids.map((id, i) => RawFind.message(dbName, collectionName, id, i + 1));
    const raw = await RawFind.connect(docstore.uri);
    const driverColl = conn.getClient().db(dbName).collection(collectionName);

    // The canned-reply server answers every find with the stored bytes of the first product.
    const stored = await driverColl.findOne({ _id: ids[0] });
    if (!stored) throw new Error('the first product was not stored');
    canned = await spawnServer(
      path.join(here, 'canned-server.ts'),
      [`${dbName}.${collectionName}`, Buffer.from(BSON.serialize(stored)).toString('base64')],
      'canned: listening',
    );
    cannedConn = await mongoose.createConnection(canned.uri, { dbName }).asPromise();
    const CannedProduct = cannedConn.model('Product', productSchema);
    await CannedProduct.init();

    let k = 0;
    const timed = async (op: () => Promise<unknown>): Promise<number> => {
      const t = process.hrtime.bigint();
      await op();
      return Number(process.hrtime.bigint() - t);
    };
    const scenario = (label: string, op: () => Promise<unknown>): Scenario => ({
      label,
      run: () => timed(op),
      samples: [],
      cpuMicros: 0,
    });
    const headline = scenario('mongoose Model.findById(id).lean()', () =>
      Product.findById(ids[k++ % ids.length])
        .lean()
        .orFail(),
    );
    const cannedRow = scenario('mongoose, server with canned replies', () =>
      CannedProduct.findById(ids[k++ % ids.length])
        .lean()
        .orFail(),
    );
    const baseline = scenario('ioredis GET (baseline)', () =>
      redis.get(`${prefix}${String(ids[k++ % ids.length])}`),
    );
    const baselineCopy = scenario('ioredis GET (self-check copy)', () =>
      redis.get(`${prefix}${String(ids[k++ % ids.length])}`),
    );
    const scenarios: Scenario[] = [
      headline,
      scenario('driver collection.findOne({_id})', () => driverColl.findOne({ _id: ids[k++ % ids.length] })),
      scenario('bare socket: same find command', () =>
        raw.roundTrip(rawMessages[k++ % rawMessages.length] as Buffer),
      ),
      cannedRow,
      baseline,
      baselineCopy,
    ];

    for (const s of scenarios) for (let i = 0; i < WARMUP; i++) await s.run();
    for (let round = 0; round < ROUNDS; round++) {
      // Every other round in reverse order, so no row always runs right after the same neighbour.
      for (const s of round % 2 ? [...scenarios].reverse() : scenarios) {
        const cpu = process.cpuUsage();
        for (let i = 0; i < PER_ROUND; i++) s.samples.push(await s.run());
        const used = process.cpuUsage(cpu);
        s.cpuMicros += used.user + used.system;
      }
    }
    raw.close();

    const target = process.env.MONGO_URL ? 'MONGO_URL' : 'docstore';
    const base = summary(baseline.samples);
    console.log(
      `round trips, ${ROUNDS} x ${PER_ROUND} sequential operations each, in alternating order (server: ${target})`,
    );
    console.log(
      `  ${''.padEnd(36)} ${'median'.padStart(10)} ${'p99'.padStart(10)} ${'vs Redis'.padStart(9)} ` +
        `${'client CPU/op'.padStart(14)}`,
    );
    for (const s of scenarios) {
      const r = summary(s.samples);
      const cpuPerOp = (s.cpuMicros * 1000) / s.samples.length;
      console.log(
        `  ${s.label.padEnd(36)} ${us(r.median).padStart(10)} ${us(r.p99).padStart(10)} ` +
          `${`${(r.median / base.median).toFixed(2)}x`.padStart(9)} ${us(cpuPerOp).padStart(14)}`,
      );
    }
    const selfCheck = summary(baselineCopy.samples).median / base.median;
    const valid = inSelfCheckBand(selfCheck);
    console.log(
      `self-check, the baseline against an identical copy: ${selfCheck.toFixed(2)}x median ` +
        `(must be ${SELF_CHECK_BAND.low}-${SELF_CHECK_BAND.high}): run ${valid ? 'VALID' : 'INVALID'}`,
    );
    if (!valid) process.exitCode = 2;
    const head = summary(headline.samples);
    const floor = summary(cannedRow.samples);
    const ratio = head.median / base.median;
    console.log(
      `findById().lean() / Redis GET: ${ratio.toFixed(2)}x median, ${(head.p99 / base.p99).toFixed(2)}x p99 ` +
        `(goal <= 3x: ${ratio <= 3 ? 'met' : 'not met'})`,
    );
    console.log(
      `against a server that answers with canned bytes the same call takes ${(floor.median / base.median).toFixed(2)}x: ` +
        `the ${target} adds ${us(head.median - floor.median)} to the median`,
    );
    await redis.del(...docs.map((d) => `${prefix}${String(d._id)}`));
    await conn.dropDatabase();
  } finally {
    await cannedConn?.close();
    await conn.close();
    redis.disconnect();
    redisServer.child?.kill();
    await stopServer(canned?.child);
    await stopServer(docstore.child);
    if (docstore.dataDir) await rm(docstore.dataDir, { recursive: true, force: true });
  }
}

await main();
