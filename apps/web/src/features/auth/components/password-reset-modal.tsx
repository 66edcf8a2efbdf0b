import { messages, resetRequestSchema, type ResetRequestInput } from '@coreparts/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { createPortal } from 'react-dom';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast.ts';
import { paths } from '@/config/paths.ts';
import { useRequestPasswordReset } from '@/features/auth/api/request-password-reset.ts';
import { requestErrorMessage } from '@/features/auth/lib/auth-errors.ts';
import { FormAlert, FormField, SubmitButton } from '@/components/ui/form-field.tsx';
import { keepFocusInside } from '@/components/ui/keep-focus-inside.ts';

export interface PasswordResetModalHandle {
  /** Opens the modal, offering the address already typed on the page. */
  open: (email?: string) => void;
}

/**
 * Asks for a password-reset e-mail (product.md §2). Rendered into <body> (the page that opens it may
 * be inside another form, and forms cannot nest) and only while open, so its Email field is not
 * a second one on the page.
 */
export function PasswordResetModal({ ref }: { ref: Ref<PasswordResetModalHandle> }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const navigate = useNavigate();
  const request = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ResetRequestInput>({
    resolver: zodResolver(resetRequestSchema),
    mode: 'onSubmit',
    defaultValues: { email: '' },
  });

  const { reset: resetRequest } = request;
  useImperativeHandle(
    ref,
    () => ({
      open: (email = '') => {
        reset({ email });
        resetRequest();
        setIsOpen(true);
      },
    }),
    [reset, resetRequest],
  );

  useEffect(() => {
    if (isOpen) dialog.current?.showModal();
  }, [isOpen]);

  const onSubmit = (input: ResetRequestInput) =>
    request.mutate(input, {
      onSuccess: () => {
        toast.success(messages.success.resetSent);
        reset({ email: '' });
        dialog.current?.close();
        navigate(paths.root);
      },
    });

  if (!isOpen) return null;
  return createPortal(
    <dialog
      ref={dialog}
      className="modal modal-bottom sm:modal-middle"
      aria-labelledby="reset-title"
      onClose={() => setIsOpen(false)}
      onKeyDown={keepFocusInside}
    >
      <div className="modal-box">
        <form method="dialog">
          <button className="btn btn-sm btn-circle btn-ghost absolute top-3 right-3" aria-label="Close">
            ✕
          </button>
        </form>
        <h2 id="reset-title" className="pr-8 text-xl font-bold">
          Please Enter Your Valid Email !
        </h2>
        <p className="mt-1 text-sm opacity-70">We will e-mail you a link to choose a new password.</p>
        {/* Built in the submit event: `onSubmit` closes the dialog through its ref, which render must not read. */}
        <form className="mt-5 flex flex-col gap-4" noValidate onSubmit={(event) => handleSubmit(onSubmit)(event)}>
          <FormField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
          {request.isError && <FormAlert>{requestErrorMessage(request.error)}</FormAlert>}
          <SubmitButton pending={request.isPending}>Submit</SubmitButton>
        </form>
      </div>
      <form method="dialog" className="modal-backdrop">
        <button tabIndex={-1}>close</button>
      </form>
    </dialog>,
    document.body,
  );
}
