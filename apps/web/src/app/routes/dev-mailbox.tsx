import { Spinner } from '@/components/ui/spinner.tsx';
import { useDevMail } from '@/features/dev-mailbox/api/get-dev-mail.ts';
import { Mailbox } from '@/features/dev-mailbox/components/mailbox.tsx';
import { ApiClientError } from '@/lib/api-client.ts';

/** The development outbox: read the verification and reset e-mails without a mail server. */
export function Component() {
  const { data: mails, isPending, isFetching, error, refetch } = useDevMail();
  const notInDevelopment = error instanceof ApiClientError && error.status === 404;

  return (
    <section className="min-h-[calc(100dvh-4rem)] bg-base-200">
      <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
        <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
          <div>
            <p className="text-sm font-semibold tracking-widest text-secondary uppercase">Development</p>
            <h1 className="mt-1 text-3xl font-bold tracking-tight">Mailbox</h1>
            <p className="mt-1 opacity-70">Every e-mail the store sent, newest first.</p>
          </div>
          <button type="button" className="btn btn-outline" disabled={isFetching} onClick={() => refetch()}>
            {isFetching && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            Refresh
          </button>
        </header>
        {isPending && <Spinner />}
        {notInDevelopment && (
          <div role="alert" className="alert alert-info alert-soft">
            The mailbox exists only in development.
          </div>
        )}
        {error && !notInDevelopment && (
          <div role="alert" className="alert alert-error alert-soft">
            The mailbox could not be loaded. Please try again in a moment.
          </div>
        )}
        {mails && <Mailbox mails={mails} />}
      </div>
    </section>
  );
}
