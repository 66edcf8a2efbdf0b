import type { ReactNode } from 'react';

type SectionHeaderProps = {
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
  tone?: 'light' | 'dark';
};

/** The heading every home section opens with, so the page reads with one rhythm. */
export function SectionHeader({ id, eyebrow, title, children, tone = 'light' }: SectionHeaderProps) {
  const dark = tone === 'dark';
  return (
    <header className="mx-auto mb-10 max-w-2xl text-center">
      <p className={`text-sm font-semibold tracking-widest uppercase ${dark ? 'text-accent' : 'text-secondary'}`}>
        {eyebrow}
      </p>
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {children && <p className={`mt-3 text-base text-pretty ${dark ? 'opacity-80' : 'opacity-70'}`}>{children}</p>}
    </header>
  );
}
