import { maxImageBytes, messages, profileNameSchema, type ProfileNameInput } from '@coreparts/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast.ts';
import { useSetPhoto, useUpdateUser } from '@/features/auth/api/update-profile.ts';
import type { SessionUser } from '@/features/auth/api/get-session.ts';
import { profileErrorMessage } from '@/features/auth/lib/auth-errors.ts';
import { FormAlert, FormField, SubmitButton } from '@/components/ui/form-field.tsx';
import { UserAvatar } from '@/components/ui/user-avatar.tsx';

/** My Profile's name and photo (decision 054), saved through Better Auth's update-user. */
export function ProfileEditor({ user }: { user: SessionUser }) {
  return (
    <section aria-labelledby="edit-profile" className="card border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-6">
        <h2 id="edit-profile" className="card-title">
          Edit profile
        </h2>
        <PhotoField user={user} />
        <NameForm name={user.name} />
      </div>
    </section>
  );
}

function NameForm({ name }: { name: string }) {
  const update = useUpdateUser();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ProfileNameInput>({ resolver: zodResolver(profileNameSchema), mode: 'onSubmit', values: { name } });

  const onSubmit = (input: ProfileNameInput) => update.mutate(input, { onSuccess: () => toast.success(messages.profile.saved) });

  return (
    <form className="flex flex-col gap-4" noValidate aria-label="Name" onSubmit={handleSubmit(onSubmit)}>
      <FormField label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
      {update.isError && <FormAlert>{profileErrorMessage(update.error)}</FormAlert>}
      <div className="sm:w-48">
        <SubmitButton pending={update.isPending}>Save name</SubmitButton>
      </div>
    </form>
  );
}

/** The photo: a file chosen is uploaded (checked and re-encoded by the server) and set at once. */
function PhotoField({ user }: { user: SessionUser }) {
  const inputId = useId();
  const setPhoto = useSetPhoto();
  const remove = useUpdateUser();
  const [tooLarge, setTooLarge] = useState(false);

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setTooLarge(file.size > maxImageBytes);
    if (file.size > maxImageBytes) return;
    setPhoto.mutate(file, { onSuccess: () => toast.success(messages.profile.photoSaved) });
  };
  const failure = tooLarge ? messages.catalog.imageTooLarge : setPhoto.isError ? profileErrorMessage(setPhoto.error) : null;
  const busy = setPhoto.isPending || remove.isPending;

  return (
    <div className="flex flex-col items-center gap-4 sm:flex-row">
      <UserAvatar name={user.name} email={user.email} image={user.image} size={80} />
      <div className="flex flex-col items-center gap-2 sm:items-start">
        <div className="flex flex-wrap justify-center gap-2">
          <label htmlFor={inputId} className={`btn btn-sm btn-neutral ${busy ? 'btn-disabled' : ''}`}>
            {setPhoto.isPending && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
            {user.image ? 'Change photo' : 'Add a photo'}
          </label>
          <input id={inputId} type="file" accept="image/jpeg,image/png,image/webp,image/gif,image/avif" className="sr-only" disabled={busy} onChange={onChoose} />
          {user.image && (
            <button
              type="button"
              className="btn btn-sm btn-ghost"
              disabled={busy}
              onClick={() => remove.mutate({ image: null }, { onSuccess: () => toast.success(messages.profile.photoRemoved) })}
            >
              Remove photo
            </button>
          )}
        </div>
        <p className="text-xs opacity-70">JPEG, PNG, WebP, GIF or AVIF, up to 5 MB.</p>
        {failure && (
          <p role="alert" className="text-sm text-error">
            {failure}
          </p>
        )}
      </div>
    </div>
  );
}
