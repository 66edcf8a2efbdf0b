import { messages, type AccountUser, type Role } from '@coreparts/shared';
import { useId, useState } from 'react';
import { toast } from '@/lib/toast.ts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { DataTable, RowNumber } from '@/components/ui/data-table.tsx';
import { ApiClientError } from '@/lib/api-client.ts';
import { useSetRole } from '@/features/users/api/set-role.ts';

const m = messages.adminPages;

interface UsersTableProps {
  users: AccountUser[];
  /** The signed-in admin, who may not remove their own role (decision 053). */
  currentUserId: string;
  /** The first row's number. */
  firstRow?: number;
  /** After a role changed and the list was refreshed. */
  onRoleChanged?: (user: AccountUser) => void;
}

type Asking = { user: AccountUser; role: Role } | null;

/** Make Admin (product.md §3): grant and revoke admin per user, each after a Yes. */
export function UsersTable({ users, currentUserId, firstRow = 1, onRoleChanged }: UsersTableProps) {
  const [asking, setAsking] = useState<Asking>(null);
  const setRole = useSetRole({ onSuccess: onRoleChanged });
  const confirm = () => {
    if (!asking) return;
    setRole.mutate(
      { email: asking.user.email, role: asking.role },
      {
        onSuccess: () => toast.success(messages.success.generic),
        // Spec §8: a failed role change only stops the spinner, except the server's refusals
        // (one's own role, the last admin), which say why.
        onError: (error) => {
          if (error instanceof ApiClientError && (error.status === 403 || error.status === 409)) toast.error(error.message);
        },
        onSettled: () => setAsking(null),
      },
    );
  };
  const granting = asking?.role === 'admin';

  return (
    <>
      <DataTable
        head={
          <>
            <th>Name and email</th>
            <th>Role</th>
            <th className="text-right">Actions</th>
          </>
        }
      >
        {users.map((user, i) => (
          <UserRow
            key={user._id}
            user={user}
            number={firstRow + i}
            self={user._id === currentUserId}
            busy={setRole.isPending}
            onAsk={(role) => setAsking({ user, role })}
          />
        ))}
      </DataTable>
      <ConfirmDialog
        open={asking !== null}
        question={asking ? (granting ? m.confirmGrant(asking.user.name) : m.confirmRevoke(asking.user.name)) : ''}
        detail={asking ? (granting ? m.grantDetail(asking.user.email) : m.revokeDetail(asking.user.email)) : undefined}
        busy={setRole.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      />
    </>
  );
}

interface UserRowProps {
  user: AccountUser;
  number: number;
  /** The signed-in admin's own row. */
  self: boolean;
  busy: boolean;
  onAsk: (role: Role) => void;
}

function UserRow({ user, number, self, busy, onAsk }: UserRowProps) {
  const reasonId = useId();
  const ownAdmin = self && user.role === 'admin';
  return (
    <tr className="hover:bg-base-200/60" data-testid="user-row">
      <RowNumber value={number} />
      {/* On phones the name and e-mail wrap rather than push the buttons past the card: an e-mail
          after its "@" first, anywhere only where a part is still too long. */}
      <td className="max-w-[11rem] sm:max-w-xs">
        <p className="truncate font-medium max-sm:whitespace-normal max-sm:wrap-anywhere" title={user.name}>
          {user.name}
          {self && <span className="ml-1 text-xs font-normal opacity-70">(you)</span>}
        </p>
        <p className="truncate text-xs opacity-70 max-sm:whitespace-normal max-sm:wrap-anywhere sm:text-sm" title={user.email}>
          <BreakableEmail email={user.email} />
        </p>
      </td>
      <td>
        <span className={`badge badge-sm ${user.role === 'admin' ? 'badge-secondary' : 'badge-ghost'}`}>{user.role}</span>
      </td>
      <td>
        <div className="flex flex-col items-end gap-2 sm:flex-row sm:justify-end">
          <button
            type="button"
            className="btn btn-primary btn-xs whitespace-nowrap sm:btn-sm"
            disabled={user.role === 'admin' || busy}
            aria-label={`Make Admin: ${user.email}`}
            onClick={() => onAsk('admin')}
          >
            Make Admin
          </button>
          <button
            type="button"
            className="btn btn-error btn-outline btn-xs whitespace-nowrap sm:btn-sm"
            disabled={user.role === 'user' || ownAdmin || busy}
            aria-label={`Remove Admin: ${user.email}`}
            aria-describedby={ownAdmin ? reasonId : undefined}
            onClick={() => onAsk('user')}
          >
            Remove Admin
          </button>
        </div>
        {ownAdmin && (
          <p id={reasonId} className="mt-1 max-w-[14rem] text-right text-xs opacity-70 sm:ml-auto" data-testid="own-role-reason">
            {messages.adminPages.ownAdminRole}
          </p>
        )}
      </td>
    </tr>
  );
}

/** An e-mail that may break after its "@" (`<wbr>`), so "admin@" and "example.com" wrap whole. */
function BreakableEmail({ email }: { email: string }) {
  const at = email.lastIndexOf('@') + 1;
  if (at === 0) return email;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}
