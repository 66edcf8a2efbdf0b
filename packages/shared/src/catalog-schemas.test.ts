import { describe, expect, it } from 'vitest';
import { newPartSchema, partsPageQuerySchema, partUpdateSchema, reviewInputSchema } from './catalog-schemas.ts';
import { messages } from './messages.ts';

const valid = {
  name: 'Kestrel 750W PSU',
  category: 'ssd',
  price: 89.99,
  quantity: 40,
  min: 2,
  image: '/uploads/0b0e5a8c-4a53-4d0e-9a57-2f8e0b7d7c11.webp',
  description: 'Fully modular, 80 Plus Gold.',
};

describe('newPartSchema', () => {
  it('accepts a complete product', () => {
    expect(newPartSchema.safeParse(valid).success).toBe(true);
  });

  it('says which fields are required, in the spec words', () => {
    const result = newPartSchema.safeParse({ category: 'ssd', name: '', price: Number.NaN, quantity: undefined, min: undefined, image: '', description: ' ' });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'Name is Required',
      'price is Required',
      'Quantity is Required',
      'Minimum Order is Required',
      'image is Required',
      'description is Required',
    ]);
  });

  it.each([
    ['a zero price', { price: 0 }, 'Price must be above 0'],
    ['fractions of a cent', { price: 1.005 }, 'Price can have at most 2 decimals'],
    ['a fractional quantity', { quantity: 2.5 }, 'Must be a whole number'],
    ['a negative quantity', { quantity: -1 }, 'Quantity cannot be negative'],
    ['a minimum of 0', { min: 0 }, 'Minimum Order must be at least 1'],
    ['a minimum above the stock', { min: 41 }, 'Minimum Order cannot be above the Quantity'],
    ['an image from another site', { image: 'https://evil.example/x.png' }, 'Upload the image first'],
  ])('refuses %s', (_label, change, message) => {
    expect(newPartSchema.safeParse({ ...valid, ...change }).error?.issues[0]?.message).toBe(message);
  });

  it('takes a sold-out part: stock 0, whatever its minimum', () => {
    expect(newPartSchema.safeParse({ ...valid, quantity: 0, min: 5 }).success).toBe(true);
  });
});

describe("a part's image", () => {
  const imageOf = (image: string) => newPartSchema.safeParse({ ...valid, image });

  it.each([
    ['an upload', '/uploads/0b0e5a8c-4a53-4d0e-9a57-2f8e0b7d7c11.webp', '/uploads/0b0e5a8c-4a53-4d0e-9a57-2f8e0b7d7c11.webp'],
    ['shipped artwork', '/images/parts/arcwave-a7-8700.webp', '/images/parts/arcwave-a7-8700.webp'],
    ['shipped artwork by a roundabout path', '/images/./offers/../parts/%61rcwave-a7-8700.webp', '/images/parts/arcwave-a7-8700.webp'],
  ])('accepts %s, as the normalised path', (_label, image, stored) => {
    expect(imageOf(image).data?.image).toBe(stored);
  });

  it.each([
    '/images/../api/dev/mail.png',
    '/images/%2e%2e/api/dev/mail.png',
    '/images/%2E%2E%2Fapi%2Fdev%2Fmail.png',
    '/images/.%2e/uploads/../api/x.png',
    '/uploads/../api/dev/mail.png',
    '/images/..\\api\\dev\\mail.png',
    '/images\\parts\\x.webp',
    '/images/%5C..%5Capi/x.png',
    '/images/%252e%252e/api/x.png',
    '//evil.example/images/x.webp',
    '/%2Fevil.example/images/x.webp',
    'https://evil.example/images/x.webp',
    '/images/parts/x.webp?.png',
    '/images/parts/x.webp#.png',
    '/images//parts/x.webp',
    '/images/parts/%ff.webp',
    '/images/x.svg',
    '/uploads/logo.webp',
    '/uploads/0b0e5a8c-4a53-4d0e-9a57-2f8e0b7d7c11.png',
    '/api/dev/mail.png',
  ])('refuses %s', (image) => {
    expect(imageOf(image).error?.issues).toEqual([expect.objectContaining({ path: ['image'], message: 'Upload the image first' })]);
  });
});

describe('partUpdateSchema', () => {
  it('treats empty fields as unchanged', () => {
    expect(partUpdateSchema.parse({ name: '', price: Number.NaN, text: '', quantity: 12 })).toEqual({ quantity: 12 });
  });
});

describe('reviewInputSchema', () => {
  it.each([0, 6, 4.5, '5', undefined])('refuses the rating %j with Please rating now', (rating) => {
    expect(reviewInputSchema.safeParse({ text: 'Great', rating }).error?.issues[0]?.message).toBe('Please rating now');
  });
});

describe('specifications in the part schemas (decision 044)', () => {
  it('checks a new part’s sheet against its category, one issue per field under specs', () => {
    const result = newPartSchema.safeParse({ ...valid, specs: { capacityGb: 'big', socket: 'AM5' } });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['specs.capacityGb', messages.specs.mustBeNumber('Capacity')],
      ['specs.socket', messages.specs.unknownField('socket', 'SSD')],
    ]);
    expect(newPartSchema.parse(valid).specs).toEqual({});
  });

  it('reads spec filters into one order, and refuses them without a category', () => {
    const a = partsPageQuerySchema.parse({ category: 'ram', 'spec.memoryType': ['DDR5', 'DDR4'], 'spec.speedMts.min': '6000' });
    const b = partsPageQuerySchema.parse({ 'spec.speedMts.min': '6000', 'spec.memoryType': ['DDR4', 'DDR5'], category: 'ram' });
    expect(a).toEqual(b);
    expect(a.specs).toEqual([
      { key: 'memoryType', kind: 'any-of', values: ['DDR4', 'DDR5'] },
      { key: 'speedMts', kind: 'range', min: 6000 },
    ]);
    expect(partsPageQuerySchema.safeParse({ 'spec.memoryType': 'DDR5' }).error?.issues[0]?.message).toBe(messages.specs.filterNeedsCategory('spec.memoryType'));
  });
});
