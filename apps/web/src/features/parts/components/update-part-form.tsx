import { messages, partUpdateSchema, type Part, type PartUpdateInput } from '@coreparts/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast.ts';
import type { z } from 'zod';
import { useUpdatePart } from '@/features/parts/api/update-part.ts';
import { useUploadImage } from '@/features/parts/api/upload-image.ts';
import { optionalImage, PartFormFields, type PartFormValues } from './part-form-fields.tsx';
import { PartFormActions } from './part-form-actions.tsx';
import { toastFailure } from './toast-failure.ts';

/**
 * `partUpdateSchema` as the form fills it: an emptied field means "keep it", and the
 * description field sends `text`. Nothing is required (product.md §3), but what is given must be valid.
 */
const updatePartFormShape = partUpdateSchema
  .omit({ image: true, text: true })
  .extend({ description: partUpdateSchema.shape.text, image: optionalImage });
type UpdatePartFormOutput = z.output<typeof updatePartFormShape>;
// `preprocess` types what it accepts as `unknown`; what it is given is what the inputs hold.
const updatePartFormSchema = updatePartFormShape as z.ZodType<UpdatePartFormOutput, PartFormValues>;

const formValuesOf = (part: Part): PartFormValues => ({
  name: part.name,
  category: part.category,
  price: part.price,
  quantity: part.quantity,
  min: part.min,
  image: undefined,
  description: part.text,
});

/** The fields whose value the admin gave and changed; the rest is left out of the PATCH. */
function changesTo(part: Part, { description, ...fields }: Omit<UpdatePartFormOutput, 'image'>, image?: string): PartUpdateInput {
  const given: PartUpdateInput = { ...fields, text: description, image };
  return Object.fromEntries(
    Object.entries(given).filter(([key, value]) => value !== undefined && value !== part[key as keyof PartUpdateInput]),
  );
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

  const onSubmit = async ({ image, ...fields }: UpdatePartFormOutput) => {
    try {
      const imageAddress = image && (await upload.mutateAsync(image));
      const changes = changesTo(part, fields, imageAddress);
      if (Object.keys(changes).length === 0) {
        toast.info('Nothing to update: every field is as it was.');
        form.reset(formValuesOf(part));
        return;
      }
      const updated = await updatePart.mutateAsync({ id: part._id, changes });
      toast.success(messages.success.partUpdated);
      form.reset(formValuesOf(updated));
    } catch (error) {
      toastFailure(error);
    }
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} aria-label="Update product">
      <PartFormFields form={form} currentImage={part.image} uploadProgress={upload.progress} />
      <PartFormActions pending={form.formState.isSubmitting} label="Update Product">
        {children}
      </PartFormActions>
    </form>
  );
}
