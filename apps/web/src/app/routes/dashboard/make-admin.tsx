import { useQueryClient } from '@tanstack/react-query';
import { Spinner } from '@/components/ui/spinner.tsx';
import { getAdminQueryOptions } from '@/features/auth/api/get-admin.ts';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page.tsx';
import { useUsers } from '@/features/users/api/get-users.ts';
import { UsersTable } from '@/features/users/components/users-table.tsx';

/** /dashboard/makeadmin (admin): grant or revoke admin. */
export function Component() {
  const queryClient = useQueryClient();
  const { data: users, isPending, isError } = useUsers();
  // Someone's role changed: if it was the signed-in admin's own, the menu and guards must know.
  const refreshAdmin = (email: string) => 
    queryClient.invalidateQueries({ queryKey: getAdminQueryOptions(email).queryKey });

  return (
    <DashboardPage title="Make Admin" description="Give or take away admin rights.">
      {isPending && <Spinner />}
      {isError && (
        <div role="alert" className="alert alert-error alert-soft">
          The users could not be loaded. Please try again in a moment.
        </div>
      )}
      {users && <UsersTable users={users} onRoleChanged={(user) => refreshAdmin(user.email)} />}
    </DashboardPage>
  );
}
