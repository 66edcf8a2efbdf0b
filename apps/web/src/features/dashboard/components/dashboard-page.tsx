import type { ReactNode } from 'react';

/** The heading every dashboard page starts with. */
export function DashboardPage({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <section>
      <header className="mb-6">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        {description && <p className="mt-1 opacity-70">{description}</p>}
      </header>
      {children}
    </section>
  );
}
