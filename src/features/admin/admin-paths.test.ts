import { describe, expect, it } from 'vitest';
import { chatsSearch, isId, leadsSearch, returnPath, scheduleSearch } from './admin-paths.ts';

describe('returnPath', () => {
  it('follows a path inside the staff app, with its search', () => {
    expect(returnPath('/admin/leads/8f14e45f-ceea-467f-a8f4-1b2c3d4e5f60')).toBe(
      '/admin/leads/8f14e45f-ceea-467f-a8f4-1b2c3d4e5f60',
    );
    expect(returnPath('/admin/leads?status=new&q=smith')).toBe('/admin/leads?status=new&q=smith');
    expect(returnPath('/admin')).toBe('/admin');
  });

  it('sends anything else to the overview', () => {
    for (const next of [
      null,
      '',
      'https://evil.example/admin',
      '//evil.example/admin',
      '/\\evil.example/admin',
      '\\\\evil.example',
      '/administrator',
      '/auth',
      'javascript:alert(1)',
      '/admin/../auth',
    ])
      expect(returnPath(next), String(next)).toBe('/admin');
  });
});

describe('search params', () => {
  it('keep what is valid and drop the rest', () => {
    expect(leadsSearch({ status: 'new', q: ' smith ', page: '3' })).toEqual({
      status: 'new',
      q: 'smith',
      page: 3,
    });
    expect(leadsSearch({ status: 'open', q: '  ', page: 'x' })).toEqual({});
    expect(leadsSearch({ page: 1 })).toEqual({});
    expect(leadsSearch({ page: 9999 })).toEqual({ page: 4 });
    expect(chatsSearch({ unanswered: 'true', q: 'piano' })).toEqual({ unanswered: true, q: 'piano' });
    expect(chatsSearch({ unanswered: 'no' })).toEqual({});
    expect(scheduleSearch({ from: '2026-12-01' })).toEqual({ from: '2026-12-01' });
    for (const from of ['2026-02-30', '2026-13-01', 'tomorrow', 20261201, ''])
      expect(scheduleSearch({ from }), String(from)).toEqual({});
  });

  it('an id is a uuid', () => {
    expect(isId('8f14e45f-ceea-467f-a8f4-1b2c3d4e5f60')).toBe(true);
    expect(isId('1; drop table')).toBe(false);
    expect(isId(undefined)).toBe(false);
  });
});
