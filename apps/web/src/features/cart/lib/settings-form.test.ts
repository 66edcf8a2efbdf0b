import { describe, expect, it } from 'vitest';
import { emptyMethod, emptyTaxRate, formOf, settingsOf, type SettingsForm } from './settings-form.ts';

const standard = { id: '3f0c1f9e-2a61-4c1a-9a55-1f6f0f0e7a11', name: 'Standard', price: 5.99, freeAbove: 100, eta: '3–5 business days' };
const express = { id: '5d7b3a2c-9e4f-4b8a-8c1d-2e3f4a5b6c7d', name: 'Express', price: 19.5, freeAbove: null, eta: 'Next day' };
const saved = { methods: [standard, express], taxRates: [{ country: 'DE', region: null, name: 'VAT', rate: 19 }] };

describe('settingsOf', () => {
  it('sends the saved settings back as they were', () => {
    expect(settingsOf(formOf(saved))).toEqual({ ok: true, settings: saved });
  });

  it('sends a new method without an id, and an empty "free above" as never free', () => {
    const form = formOf(saved);
    form.methods.push({ ...emptyMethod(), name: 'Pickup', price: '0' });
    const result = settingsOf(form);
    expect(result.ok && result.settings.methods[2]).toEqual({ name: 'Pickup', price: 0, freeAbove: null, eta: '' });
  });

  it('names each wrong field by its path', () => {
    const form: SettingsForm = {
      methods: [{ ...emptyMethod(), name: ' ', price: '', freeAbove: '0' }, { ...emptyMethod(), name: 'Cheap', price: '1.234' }],
      taxRates: [
        { ...emptyTaxRate(), country: 'DE', name: 'VAT', rate: '19' },
        { ...emptyTaxRate(), country: 'DE', name: 'VAT', rate: '51' },
        { ...emptyTaxRate(), country: '', name: 'Tax', rate: '' },
        { ...emptyTaxRate(), country: 'US', region: 'CA', name: 'California sales tax', rate: '7.25' },
        { ...emptyTaxRate(), country: 'US', region: 'CA', name: ' ', rate: '8' },
        { ...emptyTaxRate(), country: 'DE', region: 'CA', name: 'VAT', rate: '8' },
      ],
    };
    const result = settingsOf(form);
    expect(result).toEqual({
      ok: false,
      errors: {
        'methods.0.name': 'Name is Required',
        'methods.0.price': 'price is Required',
        'methods.0.freeAbove': 'Price must be above 0',
        'methods.1.price': 'Price can have at most 2 decimals',
        'taxRates.1.country': 'This country already has a rate',
        'taxRates.1.rate': 'Rate must be between 0 and 50 %',
        'taxRates.2.country': 'Choose a country',
        'taxRates.2.rate': 'Rate is Required',
        'taxRates.4.region': 'This region already has a rate',
        'taxRates.4.name': 'Name is Required',
        'taxRates.5.region': 'must be a region of the country',
      },
    });
  });

  it('sends a region’s rate with its region, and a country’s without one', () => {
    const form = formOf(saved);
    form.taxRates.push({ ...emptyTaxRate(), country: 'US', region: 'NY', name: ' New York sales tax ', rate: '4' });
    const result = settingsOf(form);
    expect(result.ok && result.settings.taxRates).toEqual([
      { country: 'DE', region: null, name: 'VAT', rate: 19 },
      { country: 'US', region: 'NY', name: 'New York sales tax', rate: 4 },
    ]);
  });

  it('needs at least one shipping method', () => {
    const result = settingsOf({ methods: [], taxRates: [] });
    expect(!result.ok && result.errors.methods).toBe('must offer at least one shipping method');
  });
});
