import { messages, type AccountUser, type Role } from '@coreparts/shared';
import { toast } from '@/lib/toast.ts';
import { DataTable, RowNumber } from '@/components/ui/data-table.tsx';
import { ApiClientError } from '@/lib/api-client.ts';
import { useSetRole } from '@/features/users/api/set-role.ts';

interface UsersTableProps {
  users: AccountUser[];
  /** After a role changed and the list was refreshed. */
  onRoleChanged?: (user: AccountUser) => void;
}

/** Make Admin (product.md §3): grant and revoke admin per user. */
export function UsersTable({ users, onRoleChanged }: UsersTableProps) {
  return (
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
        <UserRow key={user._id} user={user} number={i + 1} onRoleChanged={onRoleChanged} />
      ))}
    </DataTable>
  );
}

interface UserRowProps {
  user: AccountUser;
  number: number;
  onRoleChanged?: (user: AccountUser) => void;
}

function UserRow({ user, number, onRoleChanged }: UserRowProps) {
  const setRole = useSetRole({ onSuccess: onRoleChanged });
  const change = (role: Role) =>
    setRole.mutate(
      { email: user.email, role },
      {
        onSuccess: () => toast.success(messages.success.generic),
        // Spec §8: a failed role change only stops the spinner, except the server's refusal
        // to remove the last admin, which says why.
        onError: (error) => {
          if (error instanceof ApiClientError && error.status === 409) toast.error(error.message);
        },
      },
    );
  const busyWith = setRole.isPending ? setRole.variables.role : null;

  return (
    <tr className="hover:bg-base-200/60">
      <RowNumber value={number} />
      <td className="min-w-0">
        <p className="font-medium">{user.name}</p>
        <p className="text-xs break-all opacity-70 sm:text-sm">{user.email}</p>
      </td>
      <td>
        <span className={`badge badge-sm ${user.role === 'admin' ? 'badge-secondary' : 'badge-ghost'}`}>{user.role}</span>
      </td>
      <td>
        <div className="flex flex-col items-end gap-2 sm:flex-row sm:justify-end">
          <RoleButton
            label="Make Admin"
            className="btn-primary"
            busy={busyWith === 'admin'}
            disabled={user.role === 'admin' || setRole.isPending}
            onClick={() => change('admin')}
          />
          <RoleButton
            label="Remove Admin"
            className="btn-error btn-outline"
            busy={busyWith === 'user'}
            disabled={user.role === 'user' || setRole.isPending}
            onClick={() => change('user')}
          />
        </div>
      </td>
    </tr>
  );
}

interface RoleButtonProps {
  label: string;
  className: string;
  busy: boolean;
  disabled: boolean;
  onClick: () => void;
}

function RoleButton({ label, className, busy, disabled, onClick }: RoleButtonProps) {
  return (
    <button type="button" className={`btn btn-xs whitespace-nowrap sm:btn-sm ${className}`} disabled={disabled} aria-busy={busy} onClick={onClick}>
      {busy && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
      {label}
    </button>
  );
}
