/**
 * The product form's fields, shared by Add Product and Update Product: the two differ in their
 * rules and in what they send, not in what the admin fills in. The look follows the sign-in
 * forms' fields (label above, message under it in red).
 */
import { allCategories, maxImageBytes, messages } from '@coreparts/shared';
import { useCallback, useEffect, useRef, type ChangeEvent } from 'react';
import { useController, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { Field } from './part-form-field.tsx';
import { SpecFormFields } from './spec-form-fields.tsx';
import { MoreImagesField } from './more-images-field.tsx';
import type { FormPicture } from '@/features/parts/lib/form-pictures.ts';
import { formSpecsOf, type FormSpecs } from '@/features/parts/lib/spec-form.ts';

/** What the inputs hold: numbers are `NaN` while empty, the pictures are the part's or chosen files. */
export interface PartFormValues {
  name: string;
  category: string;
  price: number;
  quantity: number;
  min: number;
  /** Empty (NaN): the shop's default. */
  limitPerCustomer: number;
  /** The main picture: the part's (Update) or a chosen file; none until one is chosen (Add). */
  image: FormPicture | undefined;
  /** The pictures after the main one, in order (decision 095). */
  moreImages: FormPicture[];
  description: string;
  /** The part's identity (decision 089): empty for none. */
  brand: string;
  mpn: string;
  sku: string;
  gtin: string;
  /** The chosen category's specifications (spec-form.ts). */
  specs: FormSpecs;
}

/** The main picture, required by both forms (Update Product starts with the part's own). */
export const requiredImage = z
  .custom<FormPicture | undefined>()
  .refine((picture) => picture !== undefined, { error: messages.validation.imageRequired, abort: true })
  .refine((picture) => !('file' in picture!) || picture.file.size <= maxImageBytes, messages.catalog.imageTooLarge)
  .transform((picture) => picture!);

interface PartFormFieldsProps<Output extends FieldValues> {
  /** The form of either page; each sends its own output. */
  form: UseFormReturn<PartFormValues, unknown, Output>;
  /** How much of the image is sent, 0 to 1, while it uploads. */
  uploadProgress: number | null;
  /** What an empty identity field means in this form, said above those fields. */
  identityNote: string;
}

export function PartFormFields<Output extends FieldValues>({ form, uploadProgress, identityNote }: PartFormFieldsProps<Output>) {
  const {
    register,
    formState: { errors },
  } = form;
  const numbers = { valueAsNumber: true } as const;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field label="Name" error={errors.name?.message} className="sm:col-span-2">
        {(control) => <input autoComplete="off" {...control} {...register('name')} />}
      </Field>
      <Field label="Category" error={errors.category?.message} box="select">
        {(control) => (
          <select
            {...control}
            {...register('category', {
              // Another category has other fields: ask for its own, none stated yet.
              onChange: (event: ChangeEvent<HTMLSelectElement>) => form.setValue('specs', formSpecsOf(event.target.value)),
            })}
          >
            <option value="" disabled>
              Choose a category
            </option>
            {allCategories.map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Price" error={errors.price?.message} prefix="$" suffix="per piece">
        {(control) => (
          <input type="number" inputMode="decimal" min="0.01" step="0.01" {...control} {...register('price', numbers)} />
        )}
      </Field>
      <Field label="Quantity" error={errors.quantity?.message} suffix="pieces">
        {(control) => (
          <input type="number" inputMode="numeric" min="0" step="1" {...control} {...register('quantity', numbers)} />
        )}
      </Field>
      <Field label="Minimum Order" error={errors.min?.message} suffix="pieces">
        {(control) => <input type="number" inputMode="numeric" min="1" step="1" {...control} {...register('min', numbers)} />}
      </Field>
      <Field label="Limit per customer" error={errors.limitPerCustomer?.message} suffix="pieces" hint={messages.catalog.limitHint}>
        {(control) => (
          <input type="number" inputMode="numeric" min="1" step="1" {...control} {...register('limitPerCustomer', numbers)} />
        )}
      </Field>
      <ImageField form={form} uploadProgress={uploadProgress} />
      <MoreImagesField form={form} />
      <Field label="Description" error={errors.description?.message} box="textarea" className="sm:col-span-2">
        {(control) => <textarea rows={5} {...control} {...register('description')} />}
      </Field>
      <IdentityFields form={form} note={identityNote} />
      <SpecFormFields form={form} />
    </div>
  );
}

/** Brand, MPN, SKU and GTIN (decision 089): codes typed as printed, checked by the shared schema. */
function IdentityFields<Output extends FieldValues>({ form, note }: { form: UseFormReturn<PartFormValues, unknown, Output>; note: string }) {
  const {
    register,
    formState: { errors },
  } = form;
  const code = { autoComplete: 'off', spellCheck: false, autoCapitalize: 'characters' } as const;
  return (
    <fieldset className="grid gap-5 border-t border-base-300 pt-5 sm:col-span-2 sm:grid-cols-2" aria-label="Identification">
      <legend className="float-left mb-1 text-lg font-semibold sm:col-span-2">Identification</legend>
      <p className="-mt-3 text-sm opacity-70 sm:col-span-2">{note}</p>
      <Field label="Brand" error={errors.brand?.message}>
        {(control) => <input autoComplete="off" {...control} {...register('brand')} />}
      </Field>
      <Field label="MPN" error={errors.mpn?.message} hint={messages.identity.mpnHint}>
        {(control) => <input {...code} {...control} {...register('mpn')} />}
      </Field>
      <Field label="SKU" error={errors.sku?.message} hint={messages.identity.skuHint}>
        {(control) => <input {...code} {...control} {...register('sku')} />}
      </Field>
      <Field label="GTIN" error={errors.gtin?.message} hint={messages.identity.gtinHint}>
        {(control) => <input {...code} inputMode="numeric" {...control} {...register('gtin')} />}
      </Field>
    </fieldset>
  );
}

function ImageField<Output extends FieldValues>({ form, uploadProgress }: Omit<PartFormFieldsProps<Output>, 'identityNote'>) {
  const { field, fieldState } = useController({ control: form.control, name: 'image' });
  const input = useRef<HTMLInputElement>(null);
  const picture = field.value;
  // After the form is reset, or another picture is made the main one, the browser still shows the old file name.
  useEffect(() => {
    if (input.current && !(picture && 'file' in picture && input.current.files?.[0] === picture.file)) input.current.value = '';
  }, [picture]);

  return (
    <Field label="Image" error={fieldState.error?.message} box="file" className="sm:col-span-2">
      {(control) => (
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
          <ImagePreview picture={picture} />
          <div className="min-w-0 flex-1">
            <input
              {...control}
              ref={(el) => {
                input.current = el;
                field.ref(el);
              }}
              name={field.name}
              type="file"
              accept="image/png,image/jpeg,image/webp,image/gif,image/avif"
              onBlur={field.onBlur}
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) field.onChange({ file });
              }}
            />
            <p className="mt-1.5 text-xs opacity-70">
              JPEG, PNG, WebP, GIF or AVIF, up to 5 MB.{picture && 'path' in picture && ' Leave empty to keep the current image.'}
            </p>
            {uploadProgress !== null && <UploadProgress fraction={uploadProgress} />}
          </div>
        </div>
      )}
    </Field>
  );
}

/** The chosen file, or the current image, or an empty frame. */
function ImagePreview({ picture }: { picture: FormPicture | undefined }) {
  const file = picture && 'file' in picture ? picture.file : undefined;
  // The object URL lives as long as the <img> shows it (React 19 ref cleanup).
  const showFile = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img || !file) return;
      const url = URL.createObjectURL(file);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
  const frame = 'aspect-[4/3] w-40 shrink-0 overflow-hidden rounded-box border border-base-300 bg-base-200';
  if (file) {
    return (
      <div className={frame}>
        <img ref={showFile} alt="Chosen image" className="h-full w-full object-cover" />
      </div>
    );
  }
  if (picture && 'path' in picture) {
    return (
      <div className={frame}>
        <img src={picture.path} alt="Current image" className="h-full w-full object-cover" />
      </div>
    );
  }
  return (
    <div className={`${frame} flex items-center justify-center`} aria-hidden="true">
      <svg width="36" height="36" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" className="opacity-30">
        <rect x="3" y="4" width="18" height="16" rx="2" />
        <circle cx="9" cy="10" r="2" />
        <path d="m21 16-5-5-9 9" strokeLinejoin="round" />
      </svg>
    </div>
  );
}

function UploadProgress({ fraction }: { fraction: number }) {
  const percent = Math.round(fraction * 100);
  return (
    <div className="mt-3">
      <div className="mb-1 flex justify-between text-xs font-medium">
        <span>Uploading image…</span>
        <span>{percent}%</span>
      </div>
      <progress className="progress progress-primary w-full" value={percent} max={100} aria-label="Image upload" />
    </div>
  );
}
