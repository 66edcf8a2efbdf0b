import { countries, countryByCode, messages, type ShippingMethod, type TaxRate } from '@coreparts/shared';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { toast } from '@/lib/toast.ts';
import { ApiClientError } from '@/lib/api-client.ts';
import { FieldMessage, FormAlert, FormField } from '@/components/ui/form-field.tsx';
import { useSaveCheckoutSettings } from '@/features/cart/api/save-checkout-settings.ts';
import {
  MAX_METHODS,
  MAX_TAX_RATES,
  emptyMethod,
  emptyTaxRate,
  formOf,
  settingsOf,
  type MethodRow,
  type SettingsErrors,
  type SettingsForm,
  type TaxRow,
} from '@/features/cart/lib/settings-form.ts';

interface CheckoutSettingsFormProps {
  initial: { methods: ShippingMethod[]; taxRates: TaxRate[] };
}

/**
 * Shipping & tax (issue 27): the shipping methods the checkout offers (at least one; a flat price,
 * free from an amount on if set, and what the shopper is told about delivery) and a named tax rate
 * per country and per region (issue 41), all saved at once, replacing the ones before.
 */
export function CheckoutSettingsForm({ initial }: CheckoutSettingsFormProps) {
  const [form, setForm] = useState<SettingsForm>(() => formOf(initial));
  const [errors, setErrors] = useState<SettingsErrors>({});
  const [focusRow, setFocusRow] = useState<string | null>(null);
  const save = useSaveCheckoutSettings();
  const formRef = useRef<HTMLFormElement>(null);
  const addMethodButton = useRef<HTMLButtonElement>(null);
  const addRateButton = useRef<HTMLButtonElement>(null);

  // A refused form takes focus to its first wrong field; a new row to its first field.
  useEffect(() => {
    if (Object.keys(errors).length > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  useEffect(() => {
    if (focusRow) formRef.current?.querySelector<HTMLElement>(`[data-row="${focusRow}"] :is(input, select)`)?.focus();
  }, [focusRow]);

  const setMethod = (key: string, change: Partial<MethodRow>) =>
    setForm((f) => ({ ...f, methods: f.methods.map((m) => (m.key === key ? { ...m, ...change } : m)) }));
  const setRate = (key: string, change: Partial<TaxRow>) =>
    setForm((f) => ({ ...f, taxRates: f.taxRates.map((r) => (r.key === key ? { ...r, ...change } : r)) }));

  const addMethod = () => {
    const row = emptyMethod();
    setForm((f) => ({ ...f, methods: [...f.methods, row] }));
    setFocusRow(row.key);
  };
  const addRate = () => {
    const row = emptyTaxRate();
    setForm((f) => ({ ...f, taxRates: [...f.taxRates, row] }));
    setFocusRow(row.key);
  };
  // Rows move up when one goes: the messages of the old places no longer fit; focus goes to Add.
  const removeMethod = (key: string) => {
    setForm((f) => ({ ...f, methods: f.methods.filter((m) => m.key !== key) }));
    setErrors({});
    addMethodButton.current?.focus();
  };
  const removeRate = (key: string) => {
    setForm((f) => ({ ...f, taxRates: f.taxRates.filter((r) => r.key !== key) }));
    setErrors({});
    addRateButton.current?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = settingsOf(form);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    save.mutate(checked.settings, {
      onSuccess: (saved) => {
        setForm(formOf(saved));
        toast.success(messages.success.generic);
      },
      onError: (error) => toast.error(error instanceof ApiClientError ? error.message : 'The settings could not be saved.'),
    });
  };

  const listError = errors.methods ?? errors.taxRates ?? errors.form;

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-label="Shipping and tax" className="grid gap-6">
      <Panel title="Shipping methods" hint="The checkout offers each of them; at least one. Leave “Free above” empty for a method that is never free.">
        <div className="grid gap-3">
          {form.methods.map((row, i) => (
            <fieldset key={row.key} data-row={row.key} className="relative rounded-box border border-base-300 p-3 pt-1 sm:p-4 sm:pt-2">
              <legend className="px-1 text-sm font-medium">Method {i + 1}</legend>
              <div className="absolute top-1 right-1 sm:top-2 sm:right-2">
                <RemoveButton
                  label={`Remove shipping method ${row.name.trim() || i + 1}`}
                  disabled={form.methods.length === 1}
                  onClick={() => removeMethod(row.key)}
                />
              </div>
              <div className="grid items-start gap-3 pt-8 sm:grid-cols-2 sm:pt-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,2fr)]">
                <FormField
                  label="Name"
                  value={row.name}
                  maxLength={60}
                  autoComplete="off"
                  onChange={(e) => setMethod(row.key, { name: e.target.value })}
                  error={errors[`methods.${i}.name`]}
                />
                <FormField
                  label="Price (USD)"
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step={0.01}
                  value={row.price}
                  onChange={(e) => setMethod(row.key, { price: e.target.value })}
                  error={errors[`methods.${i}.price`]}
                />
                <FormField
                  label="Free above (USD)"
                  type="number"
                  inputMode="decimal"
                  min={0.01}
                  step={0.01}
                  placeholder="Never free"
                  value={row.freeAbove}
                  onChange={(e) => setMethod(row.key, { freeAbove: e.target.value })}
                  error={errors[`methods.${i}.freeAbove`]}
                />
                <FormField
                  label="Delivery time"
                  placeholder="3–5 business days"
                  value={row.eta}
                  maxLength={60}
                  autoComplete="off"
                  onChange={(e) => setMethod(row.key, { eta: e.target.value })}
                  error={errors[`methods.${i}.eta`]}
                />
              </div>
            </fieldset>
          ))}
        </div>
        <button ref={addMethodButton} type="button" className="btn btn-outline btn-sm mt-3" disabled={form.methods.length >= MAX_METHODS} onClick={addMethod}>
          Add shipping method
        </button>
      </Panel>

      <Panel title="Tax rates" hint="In percent of the parts and shipping, by the country the order ships to, or by its state or province: a region’s rate wins over its country’s. The checkout shows each rate by its name. Countries without a rate pay no tax.">
        {form.taxRates.length === 0 ? (
          <p className="text-sm opacity-70">No tax rates: no order is taxed.</p>
        ) : (
          <ul className="grid gap-3">
            {form.taxRates.map((row, i) => (
              <li
                key={row.key}
                data-row={row.key}
                className="grid grid-cols-2 items-start gap-3 rounded-box border border-base-300 p-3 sm:grid-cols-[minmax(0,14rem)_minmax(0,12rem)_minmax(0,1fr)_7rem_auto] sm:border-0 sm:p-0"
              >
                <CountrySelect
                  value={row.country}
                  number={i + 1}
                  // Another country's region means nothing here.
                  onChange={(country) => setRate(row.key, { country, region: '' })}
                  error={errors[`taxRates.${i}.country`]}
                />
                <RegionSelect
                  country={row.country}
                  value={row.region}
                  number={i + 1}
                  onChange={(region) => setRate(row.key, { region })}
                  error={errors[`taxRates.${i}.region`]}
                />
                <div className="col-span-2 sm:col-span-1">
                  <FormField
                    label="Name"
                    aria-label={`Name of rate ${i + 1}`}
                    placeholder="Sales tax, VAT, GST"
                    value={row.name}
                    maxLength={60}
                    autoComplete="off"
                    onChange={(e) => setRate(row.key, { name: e.target.value })}
                    error={errors[`taxRates.${i}.name`]}
                  />
                </div>
                <FormField
                  label="Rate"
                  aria-label={`Rate ${i + 1} (percent)`}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  max={50}
                  step={0.01}
                  value={row.rate}
                  onChange={(e) => setRate(row.key, { rate: e.target.value })}
                  error={errors[`taxRates.${i}.rate`]}
                  action={
                    <span className="opacity-70" aria-hidden="true">
                      %
                    </span>
                  }
                />
                <div className="pt-[1.625rem]">
                  <RemoveButton label={`Remove the tax rate of ${placeName(row) ?? `row ${i + 1}`}`} onClick={() => removeRate(row.key)} />
                </div>
              </li>
            ))}
          </ul>
        )}
        <button ref={addRateButton} type="button" className="btn btn-outline btn-sm mt-3" disabled={form.taxRates.length >= MAX_TAX_RATES} onClick={addRate}>
          Add tax rate
        </button>
      </Panel>

      {listError && <FormAlert>{listError}</FormAlert>}
      {save.isError && <FormAlert>{save.error instanceof ApiClientError ? save.error.message : 'The settings could not be saved.'}</FormAlert>}
      <div>
        <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          Save shipping and tax
        </button>
      </div>
    </form>
  );
}

const countryName = (code: string) => countryByCode(code)?.name;
const regionName = (country: string, region: string) => countryByCode(country)?.regions?.find((r) => r.code === region)?.name;
/** "California, United States" for a region's rate, the country's name for a country's. */
const placeName = (row: TaxRow) => (row.region ? `${regionName(row.country, row.region) ?? row.region}, ${countryName(row.country)}` : countryName(row.country));

function Panel({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="min-w-0 rounded-box border border-base-300 bg-base-100 p-4 shadow-sm sm:p-6" aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <p className="mt-1 mb-4 text-sm opacity-70">{hint}</p>
      {children}
    </section>
  );
}

function CountrySelect({ value, number, onChange, error }: { value: string; number: number; onChange: (code: string) => void; error?: string }) {
  const id = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        Country<span className="sr-only"> {number}</span>
      </label>
      <select
        id={id}
        className={`select w-full ${error ? 'select-error' : ''}`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="" disabled>
          Choose a country
        </option>
        {countries.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </select>
      <FieldMessage id={`${id}-error`} message={error} />
    </div>
  );
}

/** The rate's region, for a country that has regions (a US state, a Canadian province); else the whole country. */
function RegionSelect({ country, value, number, onChange, error }: { country: string; value: string; number: number; onChange: (code: string) => void; error?: string }) {
  const id = useId();
  const regions = countryByCode(country)?.regions;
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        Region<span className="sr-only"> {number}</span>
      </label>
      <select
        id={id}
        className={`select w-full ${error ? 'select-error' : ''}`}
        value={value}
        disabled={!regions}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="">Whole country</option>
        {regions?.map((region) => (
          <option key={region.code} value={region.code}>
            {region.name}
          </option>
        ))}
      </select>
      <FieldMessage id={`${id}-error`} message={error} />
    </div>
  );
}

function RemoveButton({ label, disabled = false, onClick }: { label: string; disabled?: boolean; onClick: () => void }) {
  return (
    <button type="button" className="btn btn-ghost btn-square btn-sm text-error sm:btn-md" aria-label={label} title={label} disabled={disabled} onClick={onClick}>
      <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 002 2h6a2 2 0 002-2l1-12M9 7V4h6v3" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
