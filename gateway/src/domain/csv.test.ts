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
  it('reads what writeCsv wrote, cell for cell, numbering records by row, not by line', () => {
    const rows = [
      ['a', 'b', 'c'],
      ['', 'Sobë "Korab", 9 kW', 'line one\r\nline two'],
      ['x', '', ''],
    ];
    const parsed = parseCsv(writeCsv(rows));
    expect(parsed).toEqual({
      ok: true,
      records: [
        { row: 1, cells: rows[0] },
        { row: 2, cells: rows[1] },
        { row: 3, cells: rows[2] },
      ],
    });
  });

  it('accepts LF line ends, skips blank lines and counts them as rows, as a spreadsheet shows them', () => {
    expect(parseCsv('a,b\n\n1,2\n')).toEqual({
      ok: true,
      records: [
        { row: 1, cells: ['a', 'b'] },
        { row: 3, cells: ['1', '2'] },
      ],
    });
  });

  it('fails on an unclosed quote or text after a closing quote, naming the row', () => {
    expect(parseCsv('a,b\n1,"open\n2,3')).toEqual({ ok: false, row: 2 });
    expect(parseCsv('a,b\n1,"x"y')).toEqual({ ok: false, row: 2 });
    expect(parseCsv('a,b\n1,"two\nlines"\n2,"x"y')).toEqual({ ok: false, row: 3 });
  });

  it('reads a file separated by semicolons as its header row is, commas in cells kept', () => {
    expect(parseCsv('\uFEFFid;fullPrice;name\r\n1;5,40;"a; b"\r\n')).toEqual({
      ok: true,
      records: [
        { row: 1, cells: ['id', 'fullPrice', 'name'] },
        { row: 2, cells: ['1', '5,40', 'a; b'] },
      ],
    });
    expect(parseCsv('"a;b",c\n1;2,3\n')).toEqual({
      ok: true,
      records: [
        { row: 1, cells: ['a;b', 'c'] },
        { row: 2, cells: ['1;2', '3'] },
      ],
    });
  });

  it('reads an empty text as no records', () => {
    expect(parseCsv('')).toEqual({ ok: true, records: [] });
    expect(parseCsv('\uFEFF')).toEqual({ ok: true, records: [] });
  });
});
