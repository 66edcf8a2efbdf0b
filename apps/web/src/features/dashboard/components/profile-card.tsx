import { messages, type Role } from '@coreparts/shared';
import { UserAvatar } from '@/components/ui/user-avatar.tsx';

export interface ProfileUser {
  name: string;
  email: string;
  image: string | null;
  role: Role;
  emailVerified: boolean;
}

interface ProfileCardProps {
  user: ProfileUser;
  /** The person's orders and the pieces in them; `undefined` while loading or when it failed. */
  orderCount: { orders: number; pieces: number } | undefined;
  ordersLoading: boolean;
}

/** My Profile (product.md §2): name, e-mail, photo and the spec's My Orders count, in orders and pieces. */
export function ProfileCard({ user, orderCount, ordersLoading }: ProfileCardProps) {
  return (
    <article className="card overflow-hidden border border-base-300 bg-base-100 shadow-sm">
      <div aria-hidden="true" className="h-28 bg-gradient-to-r from-primary to-secondary sm:h-32" />
      <div className="card-body gap-6 pt-0">
        <div className="-mt-12 flex flex-col items-center gap-4 text-center sm:flex-row sm:items-end sm:text-left">
          <UserAvatar name={user.name} email={user.email} image={user.image} size={104} />
          <div className="min-w-0 pb-1">
            <h2 className="text-2xl font-bold break-words">{user.name}</h2>
            <p className="break-all opacity-70">{user.email}</p>
          </div>
          <span
            className={`badge sm:mb-2 sm:ml-auto ${user.role === 'admin' ? 'badge-secondary' : 'badge-primary badge-soft'}`}
            data-testid="role-badge"
          >
            {user.role === 'admin' ? 'Admin' : 'Customer'}
          </span>
        </div>
        <dl className="grid gap-3 sm:grid-cols-3">
          <div className="rounded-box bg-base-200 px-4 py-3">
            <dt className="text-sm opacity-70">Orders</dt>
            <dd className="mt-1 text-lg font-semibold" data-testid="order-count">
              {ordersLoading ? (
                <span role="status" className="loading loading-dots loading-sm" aria-label="Loading orders" />
              ) : (
                (orderCount ? messages.profile.orderCount(orderCount.orders, orderCount.pieces) : 'My Orders: –')
              )}
            </dd>
          </div>
          <div className="rounded-box bg-base-200 px-4 py-3">
            <dt className="text-sm opacity-70">Role</dt>
            <dd className="mt-1 text-lg font-semibold capitalize">{user.role}</dd>
          </div>
          <div className="rounded-box bg-base-200 px-4 py-3">
            <dt className="text-sm opacity-70">Email</dt>
            <dd className="mt-1 text-lg font-semibold">{user.emailVerified ? 'Verified' : 'Not verified'}</dd>
          </div>
        </dl>
      </div>
    </article>
  );
}
