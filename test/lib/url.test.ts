import { describe, expect, it, vi } from 'vitest';
import { allowedAddress, fixStrayDoubleSlash, toQueryString, withCode } from '../../src/lib/url';

describe('url rules (spec section 2)', () => {
  it('the code query parameter is appended to every route that lacks it', () => {
    expect(withCode('/booking/result', 'sakura-tokyo')).toBe('/booking/result?code=sakura-tokyo');
    expect(withCode('/booking/result?type=plan', 'sakura-tokyo')).toBe('/booking/result?type=plan&code=sakura-tokyo');
  });

  it('a route that has a code keeps it', () => {
    expect(withCode('/booking/result?code=other', 'sakura-tokyo')).toBe('/booking/result?code=other');
  });

  it('without a known code the route is left alone', () => {
    expect(withCode('/503', undefined)).toBe('/503');
  });

  it('a stray double slash before a question mark is fixed', () => {
    expect(fixStrayDoubleSlash('/booking/result//?code=x')).toBe('/booking/result/?code=x');
    expect(fixStrayDoubleSlash('//?code=x')).toBe('/?code=x');
    expect(fixStrayDoubleSlash('/booking/result?code=x')).toBeUndefined();
  });
});

describe('query strings in bracket notation', () => {
  it('nests objects and arrays of objects, lists scalars with []', () => {
    expect(
      decodeURIComponent(
        toQueryString({
          rooms: [{ adults: 2, kids_tiers: [{ code: 'B', children: 1 }] }],
          room_type_codes: ['STD', 'DLX'],
          order: 'price_low_to_high',
        }),
      ),
    ).toBe('rooms[0][adults]=2&rooms[0][kids_tiers][0][code]=B&rooms[0][kids_tiers][0][children]=1&room_type_codes[]=STD&room_type_codes[]=DLX&order=price_low_to_high');
  });

  it('leaves out empty values and encodes the rest', () => {
    expect(toQueryString({ promo_code: '', coupon: undefined, q: 'a&b', flag: false })).toBe('q=a%26b&flag=false');
  });
});

describe('addresses taken from input go only to allowed origins', () => {
  const allowed = ['https://hotel.example'];

  it.each([
    ['/booking/result?code=x', `${location.origin}/booking/result?code=x`],
    [`${location.origin}/reservation/confirmation`, `${location.origin}/reservation/confirmation`],
    ['https://hotel.example/rooms?a=1', 'https://hotel.example/rooms?a=1'],
  ])('%s is allowed', (value, expected) => {
    expect(allowedAddress(value, allowed)).toBe(expected);
  });

  it.each([
    'https://evil.example/',
    '//evil.example/path',
    'javascript:alert(1)',
    'jav\tascript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://[::1',
    'https://hotel.example.evil.example/',
    'http://hotel.example/',
  ])('%s is ignored, with a hint for the hotel web team', (value) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(allowedAddress(value, allowed, 'urlBack')).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('urlBack ignored'));
    warn.mockRestore();
  });
});
