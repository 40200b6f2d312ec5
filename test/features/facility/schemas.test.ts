import { create } from 'superstruct';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FacilitySetting } from '../../../src/features/facility/schemas';

const base = { hotel_id: 1, hotel_code: 'sakura-tokyo', hotel_name: 'Hotel Sakura Tokyo' };

describe('facility colours at the settings boundary', () => {
  afterEach(() => vi.restoreAllMocks());

  it('takes #rrggbb colours as they are', () => {
    const setting = create({ ...base, button_colour: '#2F7D5B', header_colour: '#13372a' }, FacilitySetting);
    expect([setting.button_colour, setting.header_colour]).toEqual(['#2F7D5B', '#13372a']);
  });

  it.each([
    'red',
    '#fff',
    '#12345678',
    'rgb(0,0,0)',
    '#000;background:url(https://evil.example/x)',
    '#000000}body{display:none',
    'var(--x)',
    '#00000g',
    12,
  ])('an invalid colour (%s) falls back to the default, with a hint for the hotel web team', (colour) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const setting = create({ ...base, button_colour: colour, header_colour: colour }, FacilitySetting);
    expect([setting.button_colour, setting.header_colour]).toEqual([null, null]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('#rrggbb'));
  });

  it('a missing colour is the default, silently', () => {
    const warn = vi.spyOn(console, 'warn');
    const setting = create(base, FacilitySetting);
    expect([setting.button_colour, setting.header_colour]).toEqual([null, null]);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('facility settings on a hotel page whose scripts pollute Object.prototype', () => {
  it('validate, and take no inherited key as a setting', () => {
    const proto = Object.prototype as Record<string, unknown>;
    proto.apiBaseUrl = 'http://evil.example';
    proto.headers = { 'X-Evil': '1' };
    try {
      const setting = create({ ...base, guest_detail_fields: { phone: 'required' } }, FacilitySetting);
      expect(Object.keys(setting.guest_detail_fields)).toEqual(['phone']);
    } finally {
      delete proto.apiBaseUrl;
      delete proto.headers;
    }
  });
});
