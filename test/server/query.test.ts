// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { indexedList, parseBracketQuery, QueryParseError, splitKey, stringList } from '../../server/query.ts';

describe('bracket query parser', () => {
  it('splits keys', () => {
    expect(splitKey('a')).toEqual(['a']);
    expect(splitKey('rooms[0][kids_tiers][1][code]')).toEqual(['rooms', '0', 'kids_tiers', '1', 'code']);
    expect(splitKey('x[]')).toEqual(['x', '']);
    expect(() => splitKey('a[b')).toThrow(QueryParseError);
    expect(() => splitKey('a[b]c')).toThrow(QueryParseError);
  });

  it('parses nested rooms, arrays and scalars', () => {
    const q = parseBracketQuery(
      '?rooms[0][checkin_date]=2026-03-20&rooms[0][adults]=2&rooms[0][kids_tiers][0][code]=B&rooms[0][kids_tiers][0][children]=1' +
        '&rooms[1][adults]=1&room_type_codes[]=STD&room_type_codes[]=TWN&order=price_low_to_high&promo_code=a%20b',
    );
    expect(q.order).toBe('price_low_to_high');
    expect(q.promo_code).toBe('a b');
    expect(q.room_type_codes).toEqual(['STD', 'TWN']);
    const rooms = indexedList(q.rooms, 'rooms')!;
    expect(rooms).toHaveLength(2);
    expect(rooms[0]).toMatchObject({ checkin_date: '2026-03-20', adults: '2' });
    expect(indexedList((rooms[0] as any).kids_tiers, 'k')).toEqual([{ code: 'B', children: '1' }]);
    expect(rooms[1]).toMatchObject({ adults: '1' });
  });

  it('decodes percent-encoded brackets', () => {
    const q = parseBracketQuery('rooms%5B0%5D%5Badults%5D=3');
    expect(indexedList(q.rooms, 'rooms')).toEqual([{ adults: '3' }]);
  });

  it('orders indexed lists and rejects gaps or non-numeric indexes', () => {
    expect(indexedList(parseBracketQuery('r[1]=b&r[0]=a').r, 'r')).toEqual(['a', 'b']);
    expect(() => indexedList(parseBracketQuery('r[0]=a&r[2]=c').r, 'r')).toThrow(QueryParseError);
    expect(() => indexedList(parseBracketQuery('r[x]=a').r, 'r')).toThrow(QueryParseError);
    expect(() => indexedList('a', 'r')).toThrow(QueryParseError);
    expect(indexedList(undefined, 'r')).toBeUndefined();
  });

  it('rejects conflicting and dangerous names', () => {
    expect(() => parseBracketQuery('a=1&a[b]=2')).toThrow(QueryParseError);
    expect(() => parseBracketQuery('a[b]=2&a=1')).toThrow(QueryParseError);
    expect(() => parseBracketQuery('a[]=1&a[b]=2')).toThrow(QueryParseError);
    expect(() => parseBracketQuery('__proto__[x]=1')).toThrow(QueryParseError);
    expect(() => parseBracketQuery('a[constructor]=1')).toThrow(QueryParseError);
    expect(() => parseBracketQuery('a[b][c][d][e][f][g]=1')).toThrow(QueryParseError);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('later scalar values win and empty names are skipped', () => {
    expect(parseBracketQuery('a=1&a=2&=3')).toEqual({ a: '2' });
  });

  it('reads string lists in several spellings', () => {
    expect(stringList(parseBracketQuery('x[]=a&x[]=b').x, 'x')).toEqual(['a', 'b']);
    expect(stringList(parseBracketQuery('x[0]=a&x[1]=b').x, 'x')).toEqual(['a', 'b']);
    expect(stringList(parseBracketQuery('x=a,b').x, 'x')).toEqual(['a', 'b']);
    expect(stringList(undefined, 'x')).toEqual([]);
  });
});
