import { describe, expect, it } from 'vitest';
import { contrastRatio, parseColour, textColourOn } from '../../src/lib/contrast';

describe('WCAG contrast of text on a hotel colour', () => {
  it('reads hex and rgb() colours', () => {
    expect(parseColour('#2b1d1f')).toEqual([43, 29, 31]);
    expect(parseColour('#fff')).toEqual([255, 255, 255]);
    expect(parseColour('rgb(19, 55, 42)')).toEqual([19, 55, 42]);
    expect(parseColour('navy')).toBeUndefined();
  });

  it('gives the WCAG ratios: 21 for black on white, 1 for a colour on itself', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21);
    expect(contrastRatio([43, 29, 31], [43, 29, 31])).toBe(1);
  });

  it('picks white on the demo hotels’ dark headers and dark text on a light one', () => {
    for (const header of ['#2b1d1f', '#0e2a47', '#13372a', '#1d1538']) expect(textColourOn(header)).toBe('#ffffff');
    expect(textColourOn('#f3e7c9')).toBe('#1c1f23');
    expect(textColourOn('#ffcc00')).toBe('#1c1f23');
    expect(textColourOn(undefined)).toBe('#ffffff');
  });
});
