import { describe, expect, it } from 'vitest';
import { newPartSchema, partUpdateSchema, reviewInputSchema } from './catalog-schemas.ts';

const valid = {
  name: 'Kestrel 750W PSU',
  category: 'ssd',
  price: 89.99,
  quantity: 40,
  min: 2,
  image: '/uploads/3f1c.webp',
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
