import { MAX_PART_IMAGES, maxImageBytes, messages } from '@coreparts/shared';
import { useCallback, useId } from 'react';
import { useController, useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { movePicture, type FormPicture } from '@/features/parts/lib/form-pictures.ts';
import type { PartFormValues } from './part-form-fields.tsx';

const g = messages.gallery;
/** Pictures after the main one (decision 095). */
export const MAX_MORE_IMAGES = MAX_PART_IMAGES - 1;

/** The further pictures as the forms check them: at most seven, each chosen file under the upload limit. */
export const moreImagesInput = z
  .custom<FormPicture[]>()
  .refine((pictures) => pictures.length <= MAX_MORE_IMAGES, g.tooMany(MAX_MORE_IMAGES))
  .refine((pictures) => pictures.every((picture) => !('file' in picture) || picture.file.size <= maxImageBytes), messages.catalog.imageTooLarge);

/**
 * The product forms' further pictures (decision 095): thumbnails in the order shown after the
 * main image, each moved earlier or later or removed with buttons (so the keyboard can order
 * them), and a file input that adds several at once. Image 2 moved earlier becomes the main
 * picture, and the main one image 2.
 */
export function MoreImagesField<Output extends FieldValues>({ form }: { form: UseFormReturn<PartFormValues, unknown, Output> }) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const { field, fieldState } = useController({ control: form.control, name: 'moreImages' });
  const main = useWatch({ control: form.control, name: 'image' });
  const pictures = field.value;
  const move = (from: number, to: number) => field.onChange(movePicture(pictures, from, to));
  // Image 2 moved earlier changes places with the main picture (offered once there is one).
  const swapWithMain = (current: FormPicture) => {
    form.setValue('image', pictures[0], { shouldDirty: true });
    field.onChange([current, ...pictures.slice(1)]);
  };
  const add = (files: FileList | null) => field.onChange([...pictures, ...Array.from(files ?? [], (file) => ({ file }))]);

  return (
    <fieldset className="sm:col-span-2" aria-describedby={`${hintId} ${fieldState.error ? errorId : ''}`} data-testid="more-images">
      <legend className="mb-1.5 text-sm font-medium">{g.moreImages}</legend>
      {pictures.length > 0 && (
        <ol className="mb-3 flex flex-wrap gap-3">
          {pictures.map((picture, i) => (
            // Position 1 is the main image: these are 2 and on.
            <li key={'path' in picture ? picture.path : `${picture.file.name}-${i}`} className="flex w-32 flex-col gap-1">
              <Thumbnail picture={picture} position={i + 2} label={g.slide(i + 2, pictures.length + 1)} />
              <div className="flex justify-between">
                <button type="button" className="btn btn-ghost btn-xs" aria-label={g.moveEarlier(i + 2)} disabled={i === 0 && main === undefined} onClick={() => (i === 0 ? swapWithMain(main!) : move(i, i - 1))}>
                  ←
                </button>
                <button type="button" className="btn btn-ghost btn-xs text-error" aria-label={g.remove(i + 2)} onClick={() => field.onChange(pictures.filter((_, j) => j !== i))}>
                  ✕
                </button>
                <button type="button" className="btn btn-ghost btn-xs" aria-label={g.moveLater(i + 2)} disabled={i === pictures.length - 1} onClick={() => move(i, i + 1)}>
                  →
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <label htmlFor={inputId} className="mb-1 block text-sm">
        {g.addImages}
      </label>
      <input
        id={inputId}
        type="file"
        multiple
        className="file-input file-input-bordered w-full max-w-md"
        accept="image/png,image/jpeg,image/webp,image/gif,image/avif"
        disabled={pictures.length >= MAX_MORE_IMAGES}
        onChange={(event) => {
          add(event.target.files);
          event.target.value = '';
        }}
      />
      <p id={hintId} className="mt-1.5 text-xs opacity-70">
        {g.moreHint(MAX_MORE_IMAGES)}
      </p>
      {fieldState.error && (
        <p id={errorId} role="alert" className="mt-1.5 text-sm text-error">
          {fieldState.error.message}
        </p>
      )}
    </fieldset>
  );
}

function Thumbnail({ picture, position, label }: { picture: FormPicture; position: number; label: string }) {
  // A chosen file's object URL lives as long as the <img> shows it (React 19 ref cleanup).
  const showFile = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img || !('file' in picture)) return;
      const url = URL.createObjectURL(picture.file);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [picture],
  );
  return (
    <div className="relative aspect-[4/3] overflow-hidden rounded-box border border-base-300 bg-base-200">
      <img ref={showFile} src={'path' in picture ? picture.path : undefined} alt={label} className="h-full w-full object-cover" />
      {/* The number the buttons' names use; the image's own name says it to a screen reader. */}
      <span aria-hidden="true" className="badge badge-neutral badge-sm absolute left-1.5 top-1.5">
        {position}
      </span>
    </div>
  );
}
