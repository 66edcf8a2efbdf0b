/**
 * Where an order goes: the address fields, checked with the shared `shippingAddressSchema` (the
 * server checks the same) and shaped by the chosen country: its regions as a list where it asks
 * for one, its postal code with its example where it has postal codes. Used by the checkout and
 * by the payment page of an order placed without an address.
 */
import { countries, countryByCode, shippingAddressSchema, type ShippingAddress, type ShippingAddressInput } from '@coreparts/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { FieldMessage, FormField } from '@/components/ui/form-field.tsx';

export type ShippingAddressFormValues = ShippingAddressInput;
export type ShippingAddressForm = UseFormReturn<ShippingAddressFormValues, unknown, ShippingAddress>;

const emptyAddress: ShippingAddressFormValues = { name: '', line1: '', line2: '', city: '', region: '', postalCode: '', country: '', phone: '' };

/** The address form, started from the address the customer last shipped to when there is one. */
export function useShippingAddressForm(lastAddress: ShippingAddress | null | undefined): ShippingAddressForm {
  return useForm<ShippingAddressFormValues, unknown, ShippingAddress>({
    resolver: zodResolver(shippingAddressSchema),
    mode: 'onSubmit',
    defaultValues: lastAddress ? { ...emptyAddress, ...lastAddress, line2: lastAddress.line2 ?? '', region: lastAddress.region ?? '' } : emptyAddress,
  });
}

/** The chosen country's code as the form holds it now (empty until one is chosen). */
export const useShipToCountry = (form: ShippingAddressForm) => useWatch({ control: form.control, name: 'country' }) ?? '';

/** The chosen region's code as the form holds it now (empty where none is chosen). */
export const useShipToRegion = (form: ShippingAddressForm) => useWatch({ control: form.control, name: 'region' }) ?? '';

/** The address fields, inside the caller's `<form>`. */
export function ShippingAddressFields({ form }: { form: ShippingAddressForm }) {
  const {
    register,
    setValue,
    formState: { errors },
  } = form;
  const country = countryByCode(useShipToCountry(form));
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-3 text-lg font-semibold">Shipping address</legend>
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
