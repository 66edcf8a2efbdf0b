import { Spinner } from '@/components/ui/spinner.tsx';
import { useUser } from '@/features/auth/api/get-session.ts';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page.tsx';
import { UserAvatar } from '@/components/ui/user-avatar.tsx';
import { ReviewForm } from '@/features/reviews/components/review-form.tsx';

/** /dashboard/addreview (signed in). */
export function Component() {
  const user = useUser();
  if (!user) return <Spinner />;
  return (
    <DashboardPage title="Add Review" description="Tell other builders how your parts and your order went.">
      <div className="max-w-2xl rounded-box border border-base-300 bg-base-100 p-5 shadow-sm sm:p-8">
        <ReviewForm
          authorName={user.name}
          authorPhoto={<UserAvatar name={user.name} email={user.email} image={user.image} size={40} />}
        />
      </div>
    </DashboardPage>
  );
}
