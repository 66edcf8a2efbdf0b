import { adminSearchMaxLength } from '@coreparts/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Pager } from '@/components/ui/pager.tsx';
import { SearchToolbar } from '@/components/ui/search-toolbar.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { getAdminQueryOptions } from '@/features/auth/api/get-admin.ts';
import { useUser } from '@/features/auth/api/get-session.ts';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page.tsx';
import { ADMIN_USERS_PAGE_SIZE, useUsers } from '@/features/users/api/get-users.ts';
import { UsersTable } from '@/features/users/components/users-table.tsx';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { useCursorPages } from '@/lib/use-cursor-pages.ts';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';

// Long enough to finish a word, short enough to feel live.
const searchDelayMs = 300;

/** /dashboard/makeadmin (admin): find an account by e-mail or name, then grant or revoke admin (decision 053). */
export function Component() {
  const queryClient = useQueryClient();
  const user = useUser();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search, searchDelayMs).trim();
  const pages = useCursorPages(q, ADMIN_USERS_PAGE_SIZE);
  const { data, isPending, isError, isPlaceholderData } = useUsers(q, pages.cursor);
  // Someone's role changed: if it was the signed-in admin's own, the menu and guards must know.
  const refreshAdmin = (email: string) => queryClient.invalidateQueries({ queryKey: getAdminQueryOptions(email).queryKey });

  return (
    <DashboardPage title="Make Admin" description="Find an account by e-mail or name, then give or take away admin rights.">
      <PageTitle>Make Admin</PageTitle>
      <SearchToolbar
        label="Search users"
        search={search}
        onSearch={setSearch}
        searchLabel="Search users by e-mail or name"
        placeholder="E-mail or name"
        maxLength={adminSearchMaxLength}
      />
      {(isPending || !user) && <Spinner />}
      {isError && (
        <div role="alert" className="alert alert-error alert-soft">
          The users could not be loaded. Please try again in a moment.
        </div>
      )}
      {data?.items.length === 0 && (
        <p className="rounded-box border border-base-300 bg-base-100 p-8 text-center opacity-70">{q ? 'No users match this search.' : 'No users yet.'}</p>
      )}
      {data && user && data.items.length > 0 && (
        <div className={isPlaceholderData ? 'opacity-60 transition-opacity' : undefined} aria-busy={isPlaceholderData}>
          <UsersTable users={data.items} currentUserId={user.id} firstRow={pages.first} onRoleChanged={(changed) => refreshAdmin(changed.email)} />
          <Pager what="users" pages={pages} page={data} busy={isPlaceholderData} />
        </div>
      )}
    </DashboardPage>
  );
}
