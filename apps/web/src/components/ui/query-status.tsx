import { messages } from '@coreparts/shared';

/**
 * What a list read from the API shows before it has its data: daisyUI's dots, named by `loading`,
 * while it loads, and the shop's words when the read failed.
 */
export function QueryStatus({ query, loading }: { query: { isPending: boolean; isError: boolean }; loading: string }) {
  if (query.isPending) return <span role="status" className="loading loading-dots loading-sm" aria-label={loading} />;
  if (query.isError) {
    return (
      <p role="alert" className="text-sm text-error">
        {messages.auth.somethingWrong}
      </p>
    );
  }
  return null;
}
