import { messages, minimumWithinStock, partFields, partIdentityFields, type Part } from '@coreparts/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { toast } from '@/lib/toast.ts';
import { z } from 'zod';
import { useAddPart } from '@/features/parts/api/add-part.ts';
import { useUploadImage } from '@/features/parts/api/upload-image.ts';
import { uploadedPaths } from '@/features/parts/lib/form-pictures.ts';
import { moreImagesInput } from './more-images-field.tsx';
import { requiredImage, PartFormFields, type PartFormValues } from './part-form-fields.tsx';
import { PartFormActions } from './part-form-actions.tsx';
import { showFormFailure } from './toast-failure.ts';
import { specsCheck, specsFromForm, type FormSpecs } from '@/features/parts/lib/spec-form.ts';

/**
 * `newPartSchema` with the chosen file in place of the uploaded image's address (the address
 * exists only once the upload is done). The category arrives from its select as a string, and the
 * specifications as the form holds them, checked against that category's table.
 */
const addPartFormShape = z
  .object({ ...partFields, ...partIdentityFields, category: z.string().pipe(partFields.category), image: requiredImage, moreImages: moreImagesInput, specs: z.custom<FormSpecs>() })
  .refine(minimumWithinStock, { path: ['min'], message: messages.catalog.minimumAboveStock })
  .superRefine(...specsCheck);
type AddPartFormOutput = z.output<typeof addPartFormShape>;
// `preprocess` (the limit per customer, the identity) types what it accepts as `unknown`; what it is given is what the inputs hold.
const addPartFormSchema = addPartFormShape as z.ZodType<AddPartFormOutput, PartFormValues>;

// An empty number input holds NaN (`valueAsNumber`); resetting to NaN also empties it on screen.
const emptyForm: PartFormValues = {
  name: '',
  category: '',
  price: NaN,
  quantity: NaN,
  min: NaN,
  limitPerCustomer: NaN,
  image: undefined,
  moreImages: [],
  description: '',
  brand: '',
  mpn: '',
  sku: '',
  gtin: '',
  specs: {},
};

/**
 * Add Product (product.md §2, §5): the image is uploaded first, then the part is added with its
 * address; the part just added stays named above the emptied form, with links to its page and its update.
 */
export function AddPartForm() {
  const upload = useUploadImage();
  const addPart = useAddPart();
  const [added, setAdded] = useState<Part | null>(null);
  const form = useForm<PartFormValues, unknown, AddPartFormOutput>({
    resolver: zodResolver(addPartFormSchema),
    mode: 'onSubmit',
    defaultValues: emptyForm,
  });

  const onSubmit = async ({ image, moreImages, specs, ...fields }: AddPartFormOutput) => {
    try {
      const images = await uploadedPaths([image, ...moreImages], upload.mutateAsync);
      const pictures = images.length > 1 ? { images } : {};
      const part = await addPart.mutateAsync({ ...fields, image: images[0]!, ...pictures, specs: specsFromForm(fields.category, specs) });
      toast.success(messages.success.partAdded);
      setAdded(part);
      form.reset(emptyForm);
    } catch (error) {
      showFormFailure(error, form.setError);
    }
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} aria-label="Add product">
      {added && <AddedPart part={added} />}
      <PartFormFields form={form} uploadProgress={upload.progress} identityNote={messages.identity.optional} />
      <PartFormActions pending={form.formState.isSubmitting} label="Add Product" />
    </form>
  );
}

function AddedPart({ part }: { part: Part }) {
  return (
    <div role="status" className="alert alert-success alert-soft mb-6 flex flex-wrap items-center gap-x-4 gap-y-2" data-testid="added-part">
      <p className="min-w-0 flex-1 break-words">
        {messages.success.partAdded} <span className="font-semibold">{part.name}</span>
      </p>
      <div className="flex gap-2">
        <Link to={paths.part(part._id)} className="btn btn-sm btn-success">
          {messages.adminPages.partAddedLink}
        </Link>
        <Link to={paths.updatePart(part._id)} className="btn btn-sm btn-ghost">
          Update it
        </Link>
      </div>
    </div>
  );
}
