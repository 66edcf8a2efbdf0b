import { addressLine, MAX_SAVED_ADDRESSES, messages, type SavedAddress, type ShippingAddress } from '@coreparts/shared';
import { useState } from 'react';
import { FormAlert } from '@/components/ui/form-field.tsx';
import { ApiClientError } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { useAddAddress, useAddresses, useRemoveAddress, useSetDefaultAddress, useUpdateAddress } from '@/features/cart/api/addresses.ts';
import { ShippingAddressFields, useShippingAddressForm } from './shipping-address-form.tsx';
import { QueryStatus } from '@/components/ui/query-status.tsx';

const failure = (error: unknown) => (error instanceof ApiClientError ? error.message : messages.auth.somethingWrong);

/**
 * My Profile's address book (issue 41): the customer's saved addresses, the last one shipped to
 * first; each can be edited, removed or made the default, and new ones added (at most
 * MAX_SAVED_ADDRESSES). Both checkouts offer the same addresses.
 */
export function AddressBook() {
  const addresses = useAddresses();
  // The address being edited, 'new' for one being added, or null.
  const [editing, setEditing] = useState<string | null>(null);
  const full = (addresses.data?.length ?? 0) >= MAX_SAVED_ADDRESSES;
  return (
    <section aria-labelledby="address-book" className="card border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="address-book" className="card-title">
            Address book
          </h2>
          {editing === null && addresses.data && (
            <button type="button" className="btn btn-sm btn-outline" disabled={full} onClick={() => setEditing('new')}>
              Add address
            </button>
          )}
        </div>
        {full && <p className="text-sm opacity-80">{messages.addresses.tooMany(MAX_SAVED_ADDRESSES)}</p>}
        {editing === 'new' && <AddressEditor onDone={() => setEditing(null)} />}
        {addresses.isPending || addresses.isError ? (
          <QueryStatus query={addresses} loading="Loading addresses" />
        ) : addresses.data.length === 0 ? (
          editing === null && <p className="text-sm opacity-80">{messages.addresses.none}</p>
        ) : (
          <ul className="divide-y divide-base-300" aria-label="Saved addresses">
            {addresses.data.map((saved) =>
              editing === saved.id ? (
                <li key={saved.id} className="py-3">
                  <AddressEditor saved={saved} onDone={() => setEditing(null)} />
                </li>
              ) : (
                <AddressRow key={saved.id} saved={saved} busy={editing !== null} onEdit={() => setEditing(saved.id)} />
              ),
            )}
          </ul>
        )}
      </div>
    </section>
  );
}

function AddressRow({ saved, busy, onEdit }: { saved: SavedAddress; busy: boolean; onEdit: () => void }) {
  const remove = useRemoveAddress();
  const makeDefault = useSetDefaultAddress();
  const line = addressLine(saved.address);
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center" data-testid="saved-address">
      <p className="min-w-0 flex-1 text-sm wrap-anywhere">
        {line}
        {saved.isDefault && <span className="badge badge-outline badge-sm ml-2">Default</span>}
      </p>
      <div className="flex shrink-0 flex-wrap gap-1">
        {!saved.isDefault && (
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            aria-label={`Make default: ${line}`}
            disabled={busy || makeDefault.isPending}
            onClick={() => makeDefault.mutate(saved.id, { onSuccess: () => toast.success(messages.addresses.defaultSet), onError: (e) => toast.error(failure(e)) })}
          >
            Make default
          </button>
        )}
        <button type="button" className="btn btn-ghost btn-sm" aria-label={`Edit: ${line}`} disabled={busy} onClick={onEdit}>
          Edit
        </button>
        <button
          type="button"
          className="btn btn-ghost btn-sm text-error"
          aria-label={`Remove: ${line}`}
          disabled={busy || remove.isPending}
          onClick={() => remove.mutate(saved.id, { onSuccess: () => toast.success(messages.addresses.removed), onError: (e) => toast.error(failure(e)) })}
        >
          Remove
        </button>
      </div>
    </li>
  );
}

/** The address fields of a new address, or of `saved` to change it, with "Make this my default". */
function AddressEditor({ saved, onDone }: { saved?: SavedAddress; onDone: () => void }) {
  const form = useShippingAddressForm(saved?.address);
  const [isDefault, setIsDefault] = useState(saved?.isDefault ?? false);
  const add = useAddAddress();
  const update = useUpdateAddress();
  const mutation = saved ? update : add;
  const submit = (address: ShippingAddress) => {
    const body = { address, isDefault };
    const done = { onSuccess: () => (toast.success(saved ? messages.addresses.updated : messages.addresses.added), onDone()) };
    if (saved) update.mutate({ id: saved.id, body }, done);
    else add.mutate(body, done);
  };
  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} aria-label={saved ? 'Edit address' : 'New address'} className="grid gap-4 rounded-box border border-base-300 p-4">
      <ShippingAddressFields form={form} legend={saved ? 'Edit address' : 'New address'} />
      <label className="flex cursor-pointer items-center gap-2 text-sm">
        <input type="checkbox" className="checkbox checkbox-sm" checked={isDefault} disabled={saved?.isDefault} onChange={(e) => setIsDefault(e.target.checked)} />
        Make this my default address
      </label>
      {mutation.error && <FormAlert>{failure(mutation.error)}</FormAlert>}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={mutation.isPending} aria-busy={mutation.isPending}>
          {mutation.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          Save address
        </button>
        <button type="button" className="btn btn-ghost" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
