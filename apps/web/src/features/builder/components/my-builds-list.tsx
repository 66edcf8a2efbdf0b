import { buildNameSchema, formatPrice, messages, type SavedBuildSummary } from '@coreparts/shared';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { paths } from '@/config/paths.ts';
import { ApiClientError } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { useDeleteBuild } from '@/features/builder/api/delete-build.ts';
import { useMyBuilds } from '@/features/builder/api/get-my-builds.ts';
import { useRenameBuild } from '@/features/builder/api/rename-build.ts';

const savedOn = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

const refusal = (error: unknown) => (error instanceof ApiClientError ? error.message : 'Something went wrong. Please try again in a moment.');

/** The signed-in customer's saved builds (decision 050): name, parts, today's total, the link; rename and delete. */
/** What the page puts under each build (its price watch, decision 094). */
type BuildExtra = (build: SavedBuildSummary, name: string) => ReactNode;

export function MyBuildsList({ userId, extra }: { userId: string; extra?: BuildExtra }) {
  const builds = useMyBuilds(userId);
  const [deleting, setDeleting] = useState<SavedBuildSummary | null>(null);
  const remove = useDeleteBuild();

  if (builds.isPending) return <Spinner />;
  if (builds.isError) {
    return (
      <div role="alert" className="alert alert-error alert-soft">
        Your builds could not be loaded. Please try again in a moment.
      </div>
    );
  }
  if (builds.data.length === 0) {
    return (
      <div className="rounded-box border border-base-300 bg-base-100 p-8 text-center shadow-sm">
        <p className="opacity-70">You have no saved builds yet. Plan one in the PC Builder and press Share build to save it here.</p>
        <Link to={paths.builder} className="btn btn-primary mt-4">
          Open the PC Builder
        </Link>
      </div>
    );
  }
  return (
    <>
      <ul className="flex flex-col gap-3" aria-label="My builds">
        {builds.data.map((build) => (
          <SavedBuildItem key={build.id} build={build} onDelete={() => setDeleting(build)} extra={extra} />
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        question="Delete this build?"
        detail={deleting ? `${deleting.name ?? 'Unnamed build'}: its link will no longer open it.` : undefined}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => toast.success(messages.builds.deleted),
            onError: (error) => toast.error(refusal(error)),
            onSettled: () => setDeleting(null),
          });
        }}
      />
    </>
  );
}

function SavedBuildItem({ build, onDelete, extra }: { build: SavedBuildSummary; onDelete: () => void; extra?: BuildExtra }) {
  const titleId = useId();
  const [renaming, setRenaming] = useState(false);
  const url = new URL(paths.savedBuild(build.id), window.location.origin).href;
  const name = build.name ?? messages.priceAlert.unnamedBuild;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(messages.builds.linkCopied);
    } catch {
      toast.error(messages.builds.copyFailed);
    }
  };

  return (
    <li>
      <article aria-labelledby={titleId} className="card border border-base-300 bg-base-100 shadow-sm" data-testid="saved-build">
        <div className="card-body gap-3 p-4 sm:p-5">
          {renaming ? (
            <RenameForm build={build} onDone={() => setRenaming(false)} titleId={titleId} />
          ) : (
            <h2 id={titleId} className={`text-lg font-bold break-words ${build.name ? '' : 'italic opacity-80'}`}>
              <Link to={paths.savedBuild(build.id)} className="link-hover">
                {name}
              </Link>
            </h2>
          )}
          <p className="text-sm">
            {build.partCount} {build.partCount === 1 ? 'part' : 'parts'} · <span className="font-semibold">{formatPrice(build.total)}</span> today · saved{' '}
            {savedOn.format(new Date(build.createdAt))}
            {build.unsoldCount > 0 && (
              <span className="badge badge-warning badge-sm ml-2">
                {build.unsoldCount} no longer sold
              </span>
            )}
          </p>
          <p className="min-w-0 truncate font-mono text-xs opacity-70">{url}</p>
          {extra?.(build, name)}
          <div className="flex flex-wrap gap-2">
            <Link to={paths.savedBuild(build.id)} className="btn btn-primary btn-sm" aria-label={`Open ${name}`}>
              Open
            </Link>
            <button type="button" className="btn btn-outline btn-sm" aria-label={`Copy the link to ${name}`} onClick={() => void copy()}>
              Copy link
            </button>
            {!renaming && (
              <button type="button" className="btn btn-ghost btn-sm" aria-label={`Rename ${name}`} onClick={() => setRenaming(true)}>
                Rename
              </button>
            )}
            <button type="button" className="btn btn-ghost btn-sm text-error" aria-label={`Delete ${name}`} onClick={onDelete}>
              Delete
            </button>
          </div>
        </div>
      </article>
    </li>
  );
}

function RenameForm({ build, titleId, onDone }: { build: SavedBuildSummary; titleId: string; onDone: () => void }) {
  const inputId = useId();
  const errorId = useId();
  const [name, setName] = useState(build.name ?? '');
  const [error, setError] = useState<string | null>(null);
  const rename = useRenameBuild();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = buildNameSchema.safeParse(name);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    rename.mutate(
      { id: build.id, name: parsed.data ?? '' },
      {
        onSuccess: () => {
          toast.success(messages.builds.renamed);
          onDone();
        },
        onError: (failure) => setError(refusal(failure)),
      },
    );
  };

  return (
    <form noValidate className="flex flex-col gap-2" aria-labelledby={titleId} onSubmit={submit}>
      <h2 id={titleId} className="sr-only">
        Rename {build.name ?? 'Unnamed build'}
      </h2>
      <label htmlFor={inputId} className="text-sm font-semibold">
        Name
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={inputId}
          type="text"
          // Opened by the person's own click on Rename: the field they asked for.
          autoFocus
          className={`input input-sm min-w-0 flex-1 ${error ? 'input-error' : ''}`}
          value={name}
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => setName(e.target.value)}
        />
        <button type="submit" className="btn btn-primary btn-sm" disabled={rename.isPending} aria-busy={rename.isPending}>
          Save name
        </button>
        <button type="button" className="btn btn-ghost btn-sm" disabled={rename.isPending} onClick={onDone}>
          Cancel
        </button>
      </div>
      {error && (
        <p id={errorId} className="text-sm text-error">
          {error}
        </p>
      )}
    </form>
  );
}
