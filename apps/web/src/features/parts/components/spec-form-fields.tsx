/**
 * The chosen category's specifications in the product form, drawn from its table (decision 040):
 * one control per field, by its type, with its unit and its message. No form is written by hand
 * for a category; a new row of the table is a new field here.
 */
import { isAnyCategory, specTables, type EnumField, type NumberField, type SpecField } from '@coreparts/shared';
import { useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { Field } from './part-form-field.tsx';
import type { PartFormValues } from './part-form-fields.tsx';
import { FieldMessage } from '@/components/ui/form-field.tsx';

type Form<Output extends FieldValues> = UseFormReturn<PartFormValues, unknown, Output>;

export function SpecFormFields<Output extends FieldValues>({ form }: { form: Form<Output> }) {
  const category = useWatch({ control: form.control, name: 'category' });
  if (!isAnyCategory(category)) return null;
  return (
    <fieldset className="grid gap-5 border-t border-base-300 pt-5 sm:col-span-2 sm:grid-cols-2" aria-label="Specifications">
      <legend className="float-left mb-1 text-lg font-semibold sm:col-span-2">Specifications</legend>
      <p className="-mt-3 text-sm opacity-70 sm:col-span-2">Fill in what the maker states; leave the rest empty.</p>
      {specTables[category].map((field) => (
        <SpecControl key={`${category}.${field.key}`} form={form} field={field} />
      ))}
    </fieldset>
  );
}

function SpecControl<Output extends FieldValues>({ form, field }: { form: Form<Output>; field: SpecField }) {
  const name = `specs.${field.key}` as const;
  const error = form.formState.errors.specs?.[field.key]?.message;
  const { register } = form;
  switch (field.type) {
    case 'number':
    case 'integer':
      return <NumberControl form={form} field={field} error={error} />;
    case 'enum':
      return (
        <Field label={field.label} error={error} box="select">
          {(control) => (
            <select {...control} {...register(name)}>
              <option value="">Not stated</option>
              {field.values.map((value) => (
                <option key={value}>{value}</option>
              ))}
            </select>
          )}
        </Field>
      );
    case 'enum-list':
      return <ListControl form={form} field={field} error={error} />;
    case 'boolean':
      return (
        <Field label={field.label} error={error} box="select">
          {(control) => (
            <select {...control} {...register(name)}>
              <option value="">Not stated</option>
              <option value="true">Yes</option>
              <option value="false">No</option>
            </select>
          )}
        </Field>
      );
    case 'text':
      return <Field label={field.label} error={error}>{(control) => <input autoComplete="off" {...control} {...register(name)} />}</Field>;
  }
}

function NumberControl<Output extends FieldValues>({ form, field, error }: { form: Form<Output>; field: NumberField; error?: string }) {
  return (
    <Field label={field.label} error={error} suffix={field.unit}>
      {(control) => (
        <input
          type="number"
          inputMode={field.type === 'integer' ? 'numeric' : 'decimal'}
          min={field.min}
          max={field.max}
          step={field.type === 'integer' ? 1 : 'any'}
          {...control}
          {...form.register(`specs.${field.key}`, { valueAsNumber: true })}
        />
      )}
    </Field>
  );
}

/** A list (sockets, connections): a box to tick per value. */
function ListControl<Output extends FieldValues>({ form, field, error }: { form: Form<Output>; field: EnumField; error?: string }) {
  const errorId = `spec-${field.key}-error`;
  return (
    <fieldset className="sm:col-span-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-medium">{field.label}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {field.values.map((value) => (
          <label key={value} className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="checkbox checkbox-sm" value={value} {...form.register(`specs.${field.key}`)} />
            {value}
          </label>
        ))}
      </div>
      <FieldMessage id={errorId} message={error} />
    </fieldset>
  );
}
