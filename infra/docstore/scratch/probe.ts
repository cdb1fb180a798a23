import { BSON, Double, Int32, Long, BSONRegExp } from 'bson';
import zlib from 'node:zlib';
import { pino } from 'pino';
const buf = BSON.serialize({ a: new Double(5), b: new Int32(3), c: Long.fromNumber(7), d: 2.5, e: new BSONRegExp('a b', 'ix'), f: /x/gi, g: 5e9 , h: {$ref: 'x', $id: 1}, u: undefined});
const d = BSON.deserialize(buf, { promoteValues: false, promoteLongs: false, bsonRegExp: true });
console.log(d, Object.keys(d.c), d.h.constructor.name);
console.log(typeof zlib.crc32);
const l = pino({level: 'info'}); l.info({x:1}, 'hi');
console.log(BSON.deserialize(BSON.serialize({g: 5e9, n: -0, i: 2**31})), BSON.deserialize(BSON.serialize({g: 5e9, n: -0, i: 2**31}), {promoteValues: false}));
