/**
 * Where an order goes: the address fields, checked with the shared `shippingAddressSchema` (the
 * server checks the same) and shaped by the chosen country: its regions as a list where it asks
 * for one, its postal code with its example where it has postal codes. Used by the checkout and
 * by the payment page of an order placed without an address.
 */
import { addressLine, countries, countryByCode, shippingAddressSchema, type SavedAddress, type ShippingAddress, type ShippingAddressInput } from '@coreparts/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { FieldMessage, FormField } from '@/components/ui/form-field.tsx';

export type ShippingAddressFormValues = ShippingAddressInput;
export type ShippingAddressForm = UseFormReturn<ShippingAddressFormValues, unknown, ShippingAddress>;

export const emptyAddress: ShippingAddressFormValues = { name: '', line1: '', line2: '', city: '', region: '', postalCode: '', country: '', phone: '' };

/** An address as the form's fields hold it (every field a string). */
export const formValuesOf = (address: ShippingAddressInput): ShippingAddressFormValues => ({
  ...emptyAddress,
  ...address,
  line2: address.line2 ?? '',
  region: address.region ?? '',
});

/** The address form, started from `start` (the address offered first, or one carried from the purchase page) when there is one. */
export function useShippingAddressForm(start: ShippingAddressInput | null | undefined): ShippingAddressForm {
  return useForm<ShippingAddressFormValues, unknown, ShippingAddress>({
    resolver: zodResolver(shippingAddressSchema),
    mode: 'onSubmit',
    defaultValues: start ? formValuesOf(start) : emptyAddress,
  });
}

/** Two addresses field for field, as the form holds them (an absent second line is an empty one). */
function sameValues(a: ShippingAddressFormValues, b: ShippingAddressFormValues): boolean {
  const keys = Object.keys(emptyAddress) as (keyof ShippingAddressFormValues)[];
  return keys.every((key) => (a[key] ?? '').trim().toUpperCase() === (b[key] ?? '').trim().toUpperCase());
}

/**
 * The address book at checkout (issue 41): each saved address, the last one shipped to first, and
 * "A new address". Choosing one fills the fields below; the one the fields hold is the one chosen,
 * so editing a saved address makes it a new one (kept in the book when the order ships there).
 */
export function SavedAddressChoice({ form, addresses }: { form: ShippingAddressForm; addresses: readonly SavedAddress[] }) {
  const values = useWatch({ control: form.control }) as ShippingAddressFormValues;
  const chosen = addresses.find((saved) => sameValues(formValuesOf(saved.address), values));
  const name = useId();
  if (addresses.length === 0) return null;
  const choose = (address: ShippingAddressFormValues) => form.reset(address, { keepDefaultValues: true });
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-3 text-lg font-semibold">Saved addresses</legend>
      {addresses.map((saved, i) => (
        <label
          key={saved.id}
          className={`flex cursor-pointer items-start gap-3 rounded-box border p-3 text-sm ${chosen?.id === saved.id ? 'border-primary bg-primary/5' : 'border-base-300'}`}
        >
          <input type="radio" name={name} className="radio radio-primary radio-sm mt-0.5" checked={chosen?.id === saved.id} onChange={() => choose(formValuesOf(saved.address))} />
          <span className="min-w-0 flex-1 wrap-anywhere">
            {addressLine(saved.address)}
            <span className="mt-1 flex flex-wrap gap-1">
              {i === 0 && saved.lastUsedAt && <span className="badge badge-ghost badge-sm">Last used</span>}
              {saved.isDefault && <span className="badge badge-outline badge-sm">Default</span>}
            </span>
          </span>
        </label>
      ))}
      <label className={`flex cursor-pointer items-center gap-3 rounded-box border p-3 text-sm ${chosen ? 'border-base-300' : 'border-primary bg-primary/5'}`}>
        <input type="radio" name={name} className="radio radio-primary radio-sm" checked={!chosen} onChange={() => !chosen || choose(emptyAddress)} />
        A new address
      </label>
    </fieldset>
  );
}

/** The chosen country's code as the form holds it now (empty until one is chosen). */
export const useShipToCountry = (form: ShippingAddressForm) => useWatch({ control: form.control, name: 'country' }) ?? '';

/** The chosen region's code as the form holds it now (empty where none is chosen). */
export const useShipToRegion = (form: ShippingAddressForm) => useWatch({ control: form.control, name: 'region' }) ?? '';

/** The address fields, inside the caller's `<form>`. */
export function ShippingAddressFields({ form, legend = 'Shipping address' }: { form: ShippingAddressForm; legend?: string }) {
  const {
    register,
    setValue,
    formState: { errors },
  } = form;
  const country = countryByCode(useShipToCountry(form));
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-3 text-lg font-semibold">{legend}</legend>
      <FormField label="Full name" autoComplete="shipping name" error={errors.name?.message} {...register('name')} />
      <SelectField
        label="Country"
        autoComplete="shipping country"
        error={errors.country?.message}
        {...register('country', {
          // Another country's region means nothing here.
          onChange: () => setValue('region', ''),
        })}
      >
        <option value="" disabled>
          Choose a country
        </option>
        {countries.map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </SelectField>
      <div className="sm:col-span-2">
        <FormField label="Address line 1" autoComplete="shipping address-line1" error={errors.line1?.message} {...register('line1')} />
      </div>
      <div className="sm:col-span-2">
        <FormField
          label="Address line 2 (optional)"
          autoComplete="shipping address-line2"
          error={errors.line2?.message}
          {...register('line2')}
        />
      </div>
      <FormField label="City" autoComplete="shipping address-level2" error={errors.city?.message} {...register('city')} />
      {country?.regions && (
        <SelectField label="Region" autoComplete="shipping address-level1" error={errors.region?.message} {...register('region')}>
          <option value="" disabled>
            Choose a region
          </option>
          {country.regions.map((region) => (
            <option key={region.code} value={region.code}>
              {region.name}
            </option>
          ))}
        </SelectField>
      )}
      {country?.postal && (
        <FormField
          label={country.postalOptional ? 'Postal code (optional)' : 'Postal code'}
          autoComplete="shipping postal-code"
          placeholder={country.postalExample}
          error={errors.postalCode?.message}
          {...register('postalCode')}
        />
      )}
      <FormField label="Phone" type="tel" autoComplete="shipping tel" error={errors.phone?.message} {...register('phone')} />
    </fieldset>
  );
}

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string;
  children: ReactNode;
}

/** A labelled select with its message, as `FormField` is for inputs. */
function SelectField({ label, error, children, ...select }: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        className={`select w-full ${error ? 'select-error' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...select}
      >
        {children}
      </select>
      <FieldMessage id={errorId} message={error} />
    </div>
  );
}
