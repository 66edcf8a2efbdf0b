import type { ReactNode } from 'react';

/** The centred card every account page sits in. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <section className="flex min-h-[calc(100dvh-4rem)] items-start justify-center bg-base-200 px-4 py-10 sm:items-center sm:py-16">
      <div className="card w-full max-w-md border border-base-300 bg-base-100 shadow-xl">
        <div className="card-body gap-6 p-6 sm:p-8">
          <header className="text-center">
            <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
            {subtitle && <p className="mt-2 text-sm opacity-70">{subtitle}</p>}
          </header>
          {children}
        </div>
      </div>
    </section>
  );
}
