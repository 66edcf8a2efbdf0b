import { useState } from 'react';
import type { DevMail } from '@/features/dev-mailbox/api/get-dev-mail.ts';
import { LinkedText } from './linked-text.tsx';

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const formatTime = (iso: string) => timeFormat.format(new Date(iso));

/** The list of sent e-mails and the one being read (the newest until another is chosen). */
export function Mailbox({ mails }: { mails: DevMail[] }) {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = mails.find((m) => m.id === selectedId) ?? mails[0];

  if (!selected) {
    return (
      <div className="rounded-box border border-dashed border-base-300 bg-base-100 px-6 py-16 text-center">
        <p className="font-medium">No e-mails yet.</p>
        <p className="mt-1 text-sm opacity-70">Sign up or ask for a password reset, then refresh.</p>
      </div>
    );
  }

  return (
    <div className="grid gap-4 lg:grid-cols-[22rem_1fr]">
      <ul className="flex max-h-[70vh] flex-col gap-1 overflow-y-auto rounded-box border border-base-300 bg-base-100 p-2" aria-label="Messages">
        {mails.map((mail) => {
          const active = mail.id === selected.id;
          return (
            <li key={mail.id}>
              <button
                type="button"
                aria-current={active ? 'true' : undefined}
                onClick={() => setSelectedId(mail.id)}
                className={`w-full rounded-field px-3 py-2.5 text-left transition-colors ${active ? 'bg-primary/10' : 'hover:bg-base-200'}`}
              >
                <span className="block truncate font-medium">{mail.subject}</span>
                <span className="mt-0.5 flex justify-between gap-3 text-xs opacity-70">
                  <span className="truncate">{mail.to}</span>
                  <time dateTime={mail.createdAt} className="shrink-0">
                    {formatTime(mail.createdAt)}
                  </time>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <article className="min-w-0 rounded-box border border-base-300 bg-base-100 p-5 sm:p-6" aria-label="Message">
        <header className="mb-4 border-b border-base-300 pb-4">
          <h2 className="text-lg font-semibold break-words">{selected.subject}</h2>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="opacity-70">To</dt>
            <dd className="break-all">{selected.to}</dd>
            <dt className="opacity-70">Sent</dt>
            <dd>
              <time dateTime={selected.createdAt}>{formatTime(selected.createdAt)}</time>
            </dd>
          </dl>
        </header>
        <LinkedText text={selected.text} />
      </article>
    </div>
  );
}
