import { describe, expect, it } from 'vitest';
import { parseCsv, writeCsv } from './csv';

describe('writeCsv', () => {
  it('quotes only the cells that need it, ends lines with CRLF and starts with a byte order mark', () => {
    const text = writeCsv([
      ['id', 'name'],
      ['1', 'Камин, "Верона"'],
      ['2', 'two\nlines'],
      ['3', ' padded '],
    ]);
    expect(text).toBe('\uFEFFid,name\r\n1,"Камин, ""Верона"""\r\n2,"two\nlines"\r\n3," padded "\r\n');
  });
});

describe('parseCsv', () => {
  it('reads what writeCsv wrote, cell for cell', () => {
    const rows = [
      ['a', 'b', 'c'],
      ['', 'Sobë "Korab", 9 kW', 'line one\r\nline two'],
      ['x', '', ''],
    ];
    const parsed = parseCsv(writeCsv(rows));
    expect(parsed).toEqual({
      ok: true,
      records: [
        { line: 1, cells: rows[0] },
        { line: 2, cells: rows[1] },
        { line: 4, cells: rows[2] },
      ],
    });
  });

  it('accepts LF line ends, skips blank lines and keeps the line numbers of the file', () => {
    expect(parseCsv('a,b\n\n1,2\n')).toEqual({
      ok: true,
      records: [
        { line: 1, cells: ['a', 'b'] },
        { line: 3, cells: ['1', '2'] },
      ],
    });
  });

  it('fails on an unclosed quote or text after a closing quote, naming the line', () => {
    expect(parseCsv('a,b\n1,"open\n2,3')).toEqual({ ok: false, line: 2 });
    expect(parseCsv('a,b\n1,"x"y')).toEqual({ ok: false, line: 2 });
  });

  it('reads a file separated by semicolons as its header row is, commas in cells kept', () => {
    expect(parseCsv('\uFEFFid;fullPrice;name\r\n1;5,40;"a; b"\r\n')).toEqual({
      ok: true,
      records: [
        { line: 1, cells: ['id', 'fullPrice', 'name'] },
        { line: 2, cells: ['1', '5,40', 'a; b'] },
      ],
    });
    expect(parseCsv('"a;b",c\n1;2,3\n')).toEqual({
      ok: true,
      records: [
        { line: 1, cells: ['a;b', 'c'] },
        { line: 2, cells: ['1;2', '3'] },
      ],
    });
  });

  it('reads an empty text as no records', () => {
    expect(parseCsv('')).toEqual({ ok: true, records: [] });
    expect(parseCsv('\uFEFF')).toEqual({ ok: true, records: [] });
  });
});
