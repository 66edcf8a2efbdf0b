import { identityKeys, messages, partUpdateSchema, type Part, type PartUpdateInput } from '@coreparts/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast.ts';
import { z } from 'zod';
import { useUpdatePart } from '@/features/parts/api/update-part.ts';
import { useUploadImage } from '@/features/parts/api/upload-image.ts';
import { uploadedPaths } from '@/features/parts/lib/form-pictures.ts';
import { moreImagesInput } from './more-images-field.tsx';
import { requiredImage, PartFormFields, type PartFormValues } from './part-form-fields.tsx';
import { PartFormActions } from './part-form-actions.tsx';
import { showFormFailure } from './toast-failure.ts';
import { specsCheck, formSpecsOf, specsFromForm, type FormSpecs } from '@/features/parts/lib/spec-form.ts';

/**
 * `partUpdateSchema` as the form fills it: an emptied field means "keep it" (but an emptied
 * identity field removes it, `changesTo`), and the description field sends `text`. Nothing is
 * required (product.md §3), but what is given must be valid; the specifications are checked
 * against the category chosen in the form.
 */
const updatePartFormShape = partUpdateSchema
  .omit({ image: true, images: true, text: true, specs: true })
  .extend({ description: partUpdateSchema.shape.text, image: requiredImage, moreImages: moreImagesInput, specs: z.custom<FormSpecs>() })
  .superRefine(...specsCheck);
type UpdatePartFormOutput = z.output<typeof updatePartFormShape>;
// `preprocess` types what it accepts as `unknown`; what it is given is what the inputs hold.
const updatePartFormSchema = updatePartFormShape as z.ZodType<UpdatePartFormOutput, PartFormValues>;

const formValuesOf = (part: Part): PartFormValues => ({
  name: part.name,
  category: part.category,
  price: part.price,
  quantity: part.quantity,
  min: part.min,
  limitPerCustomer: part.limitPerCustomer ?? NaN,
  image: { path: part.image },
  moreImages: part.images.slice(1).map((path) => ({ path })),
  description: part.text,
  brand: part.brand ?? '',
  mpn: part.mpn ?? '',
  sku: part.sku ?? '',
  gtin: part.gtin ?? '',
  specs: formSpecsOf(part.category, part.specs),
});

/** The same specifications, whatever order their keys came in. */
function sameSpecs(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => JSON.stringify(a[key]) === JSON.stringify(b[key]));
}

/**
 * The fields whose value the admin gave and changed; the rest is left out of the PATCH. The
 * specifications go whole when they changed or the category did (they are checked against it).
 * An emptied identity field removes it.
 */
function changesTo(part: Part, { description, specs, ...fields }: Omit<UpdatePartFormOutput, 'image' | 'moreImages'>, images: string[]): PartUpdateInput {
  // The pictures go as a whole list when any of them, their order or their number changed (decision 095).
  const pictures = JSON.stringify(images) !== JSON.stringify(part.images) ? { images } : {};
  const given: PartUpdateInput = { ...fields, text: description, ...pictures };
  // An emptied limit is the shop's default (null), which the part answers by leaving it out.
  const current = { ...part, limitPerCustomer: part.limitPerCustomer ?? null };
  const changes: PartUpdateInput = Object.fromEntries(
    Object.entries(given).filter(([key, value]) => value !== undefined && value !== current[key as keyof PartUpdateInput]),
  );
  // An emptied brand, MPN, SKU or GTIN the part has is removed (null), unlike the other fields.
  for (const key of identityKeys) if (fields[key] === undefined && part[key] !== undefined) changes[key] = null;
  const category = fields.category ?? part.category;
  const stated = specsFromForm(category, specs);
  return category !== part.category || !sameSpecs(stated, part.specs) ? { ...changes, specs: stated } : changes;
}

/** Update Product (product.md §2): filled with the part as it is; sends only what changed. */
export function UpdatePartForm({ part, children }: { part: Part; children?: ReactNode }) {
  const upload = useUploadImage();
  const updatePart = useUpdatePart();
  const form = useForm<PartFormValues, unknown, UpdatePartFormOutput>({
    resolver: zodResolver(updatePartFormSchema),
    mode: 'onSubmit',
    defaultValues: formValuesOf(part),
  });

  const onSubmit = async ({ image, moreImages, ...fields }: UpdatePartFormOutput) => {
    try {
      const changes = changesTo(part, fields, await uploadedPaths([image, ...moreImages], upload.mutateAsync));
      if (Object.keys(changes).length === 0) {
        toast.info('Nothing to update: every field is as it was.');
        form.reset(formValuesOf(part));
        return;
      }
      const updated = await updatePart.mutateAsync({ id: part._id, changes });
      toast.success(messages.success.partUpdated);
      form.reset(formValuesOf(updated));
    } catch (error) {
      showFormFailure(error, form.setError);
    }
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} aria-label="Update product">
      <PartFormFields form={form} uploadProgress={upload.progress} identityNote={messages.identity.optionalEmptied} />
      <PartFormActions pending={form.formState.isSubmitting} label="Update Product">
        {children}
      </PartFormActions>
    </form>
  );
}
