import { buildNameSchema, MAX_BUILD_NAME_LENGTH, messages, type SavedBuildLink } from '@coreparts/shared';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import { keepFocusInside } from '@/components/ui/keep-focus-inside.ts';
import { paths } from '@/config/paths.ts';
import { ApiClientError } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { useSaveBuild } from '@/features/builder/api/save-build.ts';
import type { BuildLine } from '@/features/builder/lib/build.ts';

interface ShareBuildDialogProps {
  /** The build as the planner shows it: the lines whose parts are sold. */
  lines: readonly BuildLine[];
  /** Whether the build is saved to an account (listed under My builds); undefined while the session loads. */
  signedIn: boolean | undefined;
  /** Called once it has closed: the caller unmounts it. */
  onClosed: () => void;
}

/**
 * Saves the build to share (decision 050) and gives its link with a copy button, for visitors
 * and customers alike, in the browser's own modal `<dialog>` as the planner's chooser: titled,
 * focus kept inside, Escape closes it. A name is optional.
 */
export function ShareBuildDialog({ lines, signedIn, onClosed }: ShareBuildDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const linkRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const nameId = useId();
  const nameErrorId = useId();
  const linkId = useId();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [saved, setSaved] = useState<SavedBuildLink | null>(null);
  const save = useSaveBuild();

  // Opened once, when mounted.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    nameRef.current?.focus();
  }, []);

  // Once saved, the link takes the focus, selected, ready to copy by hand too.
  useEffect(() => {
    if (!saved) return;
    linkRef.current?.focus();
    linkRef.current?.select();
  }, [saved]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = buildNameSchema.safeParse(name);
    if (!parsed.success) {
      setNameError(parsed.error.issues[0]?.message ?? messages.builds.nameInvalid(MAX_BUILD_NAME_LENGTH));
      nameRef.current?.focus();
      return;
    }
    setNameError(null);
    save.mutate(
      { name: parsed.data, parts: lines.map((line) => ({ id: line.id, quantity: line.quantity })) },
      {
        // The dialog says so, and the link takes the focus.
        onSuccess: setSaved,
      },
    );
  };

  const copy = async () => {
    if (!saved) return;
    try {
      await navigator.clipboard.writeText(saved.url);
      toast.success(messages.builds.linkCopied);
    } catch {
      linkRef.current?.select();
      toast.error(messages.builds.copyFailed);
    }
  };

  return createPortal(
    <dialog
      ref={dialogRef}
      className="modal modal-bottom sm:modal-middle"
      aria-labelledby={titleId}
      onClose={onClosed}
      onCancel={(event) => save.isPending && event.preventDefault()}
      onKeyDown={keepFocusInside}
    >
      <div className="modal-box flex w-full flex-col gap-4 p-4 sm:max-w-lg sm:p-6">
        <h2 id={titleId} className="pr-10 text-xl font-bold">
          {saved ? 'Your build is saved' : 'Share this build'}
        </h2>
        {saved ? (
          <>
            <div className="flex flex-col gap-2">
              <label htmlFor={linkId} className="text-sm font-semibold">
                Link to your build
              </label>
              <div className="join w-full">
                <input ref={linkRef} id={linkId} type="text" readOnly className="input join-item w-full min-w-0 font-mono text-sm" value={saved.url} />
                <button type="button" className="btn btn-primary join-item" onClick={() => void copy()}>
                  Copy link
                </button>
              </div>
            </div>
            <p className="text-sm opacity-80">
              Anyone with the link sees the parts, today&apos;s prices and the check, and can put the build in their cart or open a copy in the planner.
              {' '}
              {signedIn ? messages.builds.listed : messages.builds.keptForAccount}
            </p>
            <div className="modal-action mt-0 flex-wrap">
              {signedIn && (
                <Link to={paths.myBuilds} className="btn btn-ghost">
                  My builds
                </Link>
              )}
              <Link to={paths.savedBuild(saved.id)} className="btn btn-outline">
                Open the build&apos;s page
              </Link>
              <button type="button" className="btn btn-ghost" onClick={() => dialogRef.current?.close()}>
                Done
              </button>
            </div>
          </>
        ) : (
          <form noValidate aria-labelledby={titleId} className="flex flex-col gap-4" onSubmit={submit}>
            <p className="text-sm opacity-80">
              Saving gives the build a link of its own: it shows these {lines.length} parts as they are now, with the prices and stock of the day it is opened.
            </p>
            <div className="flex flex-col gap-1">
              <label htmlFor={nameId} className="text-sm font-semibold">
                Name <span className="font-normal opacity-70">(optional)</span>
              </label>
              <input
                ref={nameRef}
                id={nameId}
                type="text"
                className={`input w-full ${nameError ? 'input-error' : ''}`}
                maxLength={MAX_BUILD_NAME_LENGTH}
                placeholder="My AM5 gaming PC"
                value={name}
                aria-invalid={nameError !== null}
                aria-describedby={nameError ? nameErrorId : undefined}
                onChange={(e) => setName(e.target.value)}
              />
              {nameError && (
                <p id={nameErrorId} className="text-sm text-error">
                  {nameError}
                </p>
              )}
            </div>
            {save.isError && (
              <div role="alert" className="alert alert-error alert-soft">
                {save.error instanceof ApiClientError ? save.error.message : 'The build could not be saved. Please try again in a moment.'}
              </div>
            )}
            <div className="modal-action mt-0">
              <button type="button" className="btn btn-ghost" disabled={save.isPending} onClick={() => dialogRef.current?.close()}>
                Cancel
              </button>
              <button type="submit" className="btn btn-primary" disabled={save.isPending} aria-busy={save.isPending}>
                {save.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
                Save build
              </button>
            </div>
          </form>
        )}
      </div>
      <form method="dialog" className="modal-backdrop">
        <button type="submit" aria-label="Close" tabIndex={-1} disabled={save.isPending}>
          close
        </button>
      </form>
    </dialog>,
    document.body,
  );
}
