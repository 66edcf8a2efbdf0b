import { describe, expect, it } from 'vitest';
import { formSpecErrors, formSpecsOf, serverFieldErrors, specsFromForm } from './spec-form.ts';

describe('specifications in the product form', () => {
  it('fills every field of the category, stated or not', () => {
    const form = formSpecsOf('ram', { memoryType: 'DDR5', speedMts: 6000, ecc: false, profiles: ['EXPO'] });
    expect(form).toMatchObject({ memoryType: 'DDR5', speedMts: 6000, ecc: 'false', profiles: ['EXPO'], rgb: '', moduleFormat: '' });
    expect(form.casLatency).toBeNaN();
    expect(formSpecsOf('')).toEqual({});
  });

  it('sends what is stated, with yes/no as booleans, and leaves the rest out', () => {
    const form = { ...formSpecsOf('ram'), memoryType: 'DDR4', speedMts: 3200, rgb: 'true', ecc: 'false', profiles: ['XMP 2.0'] };
    expect(specsFromForm('ram', form)).toEqual({ memoryType: 'DDR4', speedMts: 3200, rgb: true, ecc: false, profiles: ['XMP 2.0'] });
    expect(specsFromForm('ram', formSpecsOf('ram'))).toEqual({});
  });

  it('says what is wrong, field by field, in the server’s words', () => {
    expect(formSpecErrors('ram', { ...formSpecsOf('ram'), speedMts: 100 })).toEqual([{ key: 'speedMts', message: 'Speed must be at least 800 MT/s' }]);
    expect(formSpecErrors('', { speedMts: 100 })).toEqual([]);
  });

  it('reads the server’s refusal as field errors', () => {
    expect(serverFieldErrors('Invalid body: specs.speedMts: Speed must be at least 800 MT/s; price: Price is Required')).toEqual([
      { path: 'specs.speedMts', message: 'Speed must be at least 800 MT/s' },
      { path: 'price', message: 'Price is Required' },
    ]);
    expect(serverFieldErrors('Part not found')).toEqual([]);
  });
});
