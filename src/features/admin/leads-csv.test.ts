import { describe, expect, it } from 'vitest';
import type { Lead } from '../../api/leads.ts';
import { csvCell, leadsCsv } from './leads-csv.ts';

describe('csvCell', () => {
  it('keeps a spreadsheet from running what a customer typed', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe(
      `"'=HYPERLINK(""http://evil.example"",""x"")"`,
    );
    expect(csvCell('+1 480 555 0134')).toBe("'+1 480 555 0134");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe(`"'\t=1"`);
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
  });

  it('quotes commas, quotes and line breaks, and leaves plain text alone', () => {
    expect(csvCell('Old sofa, two chairs')).toBe('"Old sofa, two chairs"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('line one\r\nline two')).toBe('"line one\r\nline two"');
    expect(csvCell('sofa; two chairs')).toBe('"sofa; two chairs"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('Maria Lopez')).toBe('Maria Lopez');
    expect(csvCell(null)).toBe('');
    expect(csvCell(['a.jpg', 'b.jpg'])).toBe('a.jpg b.jpg');
    expect(csvCell(false)).toBe('false');
  });
});

describe('leadsCsv', () => {
  it('has a header and one row per lead, every field in its column', () => {
    const csv = leadsCsv([
      { id: 'x1', name: 'Ana', email: 'ana@example.com', photo_urls: [] } as unknown as Lead,
    ]);
    const [header, row] = csv.replace(/^\uFEFF/, '').split('\r\n');
    const columns = header!.split(',');
    expect(columns).toContain('utm_campaign');
    expect(row!.split(',')[columns.indexOf('email')]).toBe('ana@example.com');
  });
});
