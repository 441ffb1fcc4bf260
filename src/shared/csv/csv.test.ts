import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvField, datedFileName, toCsv } from './csv.ts';

describe('csvField', () => {
  it.each([
    ['plain text', 'alice', '"alice"'],
    ['an empty string', '', '""'],
    ['null', null, ''],
    ['undefined', undefined, ''],
    ['a comma', 'Smith, Jane', '"Smith, Jane"'],
    ['double quotes', 'say "hi"', '"say ""hi"""'],
    ['only a quote', '"', '""""'],
    ['a line feed', 'line 1\nline 2', '"line 1\nline 2"'],
    ['a CRLF inside', 'a\r\nb', '"a\r\nb"'],
    ['spaces kept as they are', '  padded  ', '"  padded  "'],
    ['unicode', 'José 🧠 日本', '"José 🧠 日本"'],
    ['unicode with a comma', 'Zoë, 🧠', '"Zoë, 🧠"'],
    ['a whole number', 42, '42'],
    ['zero', 0, '0'],
    ['a negative number', -7, '-7'],
    ['a decimal number', 12.5, '12.5'],
    ['a number that is not finite', Number.NaN, ''],
    ['true', true, 'true'],
    ['false', false, 'false'],
  ])('writes %s', (_name, cell, expected) => {
    expect(csvField(cell)).toBe(expected);
  });

  it.each([
    ['=', '=SUM(A1:A9)', `"'=SUM(A1:A9)"`],
    ['+', '+1+2', `"'+1+2"`],
    ['-', '-2+3', `"'-2+3"`],
    ['@', '@cmd', `"'@cmd"`],
    ['a tab', '\tx', `"'\tx"`],
    ['a carriage return', '\r=1', `"'\r'=1"`],
    ['= with a comma', '=HYPERLINK("http://x.test","go")', `"'=HYPERLINK(""http://x.test"",""go"")"`],
    ['- as text that looks like a number', '-5', `"'-5"`],
  ])('neutralises text starting with %s', (_name, cell, expected) => {
    expect(csvField(cell)).toBe(expected);
  });

  // A spreadsheet that splits on another separator than the comma (`;` in many European locales, or
  // a tab), or that ignores quotes across lines, starts a new cell after it: each such part is
  // neutralised as if it were a cell of its own.
  it.each([
    ['a semicolon', 'x;=1+1', `"x;'=1+1"`],
    ['a comma', 'x,+1', `"x,'+1"`],
    ['a tab', 'x\t-1', `"x\t'-1"`],
    ['a line feed', 'x\n@SUM(A1)', `"x\n'@SUM(A1)"`],
    ['a CRLF', 'x\r\n=1', `"x\r\n'=1"`],
    ['every separator in turn', ';=a;;+b', `";'=a;;'+b"`],
    ['a separator followed by a tab', 'x;\t=1', `"x;'\t'=1"`],
  ])('neutralises a formula after %s', (_name, cell, expected) => {
    expect(csvField(cell)).toBe(expected);
  });

  it('leaves formula characters alone when they follow neither the start nor a separator', () => {
    expect(csvField('a=b+c-d@e')).toBe('"a=b+c-d@e"');
    expect(csvField('user@example.com')).toBe('"user@example.com"');
    expect(csvField('x; =1')).toBe('"x; =1"');
  });
});

describe('toCsv', () => {
  it('writes the header and every row, each line ended by CRLF, text quoted and numbers bare', () => {
    const text = toCsv(
      ['ID', 'Username', 'Email'],
      [
        [1, 'alice', 'alice@example.com'],
        [2, 'bob, jr', null],
      ],
    );
    expect(text).toBe('"ID","Username","Email"\r\n1,"alice","alice@example.com"\r\n2,"bob, jr",\r\n');
  });

  it('writes only the header when there are no rows', () => {
    expect(toCsv(['A', 'B'], [])).toBe('"A","B"\r\n');
  });

  it('keeps a multi-line cell in one record', () => {
    const text = toCsv(['Note'], [['first\nsecond']]);
    expect(text).toBe('"Note"\r\n"first\nsecond"\r\n');
  });

  it('does not add the byte order mark itself', () => {
    expect(toCsv(['A'], [['x']]).startsWith(CSV_BOM)).toBe(false);
    expect(CSV_BOM).toBe('\uFEFF');
  });
});

describe('datedFileName', () => {
  it('names the file by the local date with two-digit month and day', () => {
    expect(datedFileName('users', new Date(2026, 10, 22, 23, 59))).toBe('users-2026-11-22.csv');
    expect(datedFileName('users', new Date(2027, 0, 5, 0, 0))).toBe('users-2027-01-05.csv');
  });
});
