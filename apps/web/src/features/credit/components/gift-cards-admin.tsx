import { formatPrice, grantStoreCreditSchema, issueGiftCardSchema, messages, type IssuedGiftCard } from '@coreparts/shared';
import { useId, useState, type FormEvent } from 'react';
import { QueryStatus } from '@/components/ui/query-status.tsx';
import { SideScroll } from '@/components/ui/side-scroll.tsx';
import { useGiftCards, useGrantStoreCredit, useIssueGiftCard } from '@/features/credit/api/credit.ts';
import { ApiClientError } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';

const reasonOf = (error: unknown) => (error instanceof ApiClientError ? error.message : messages.outage.unavailable);
const firstIssue = (issues: { message: string; path: PropertyKey[] }[]) => issues.map((i) => `${String(i.path[0] ?? '')}: ${i.message}`).join('; ');

/**
 * The admin's gift cards and store credit (issue 43): issue a card (its code shown this once, and
 * mailed to a recipient if given), the cards issued with what is left on them, and store credit
 * given to an account with the reason its owner reads.
 */
export function GiftCardsAdmin() {
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <IssueGiftCardForm />
      <GrantCreditForm />
      <div className="lg:col-span-2">
        <GiftCardsTable />
      </div>
    </div>
  );
}

function IssueGiftCardForm() {
  const issue = useIssueGiftCard();
  const [issued, setIssued] = useState<IssuedGiftCard | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('recipientEmail') ?? '').trim();
    const message = String(form.get('message') ?? '').trim();
    const parsed = issueGiftCardSchema.safeParse({ amount: Number(form.get('amount')), ...(email && { recipientEmail: email }), ...(message && { message }) });
    if (!parsed.success) return setProblem(firstIssue(parsed.error.issues));
    setProblem(null);
    issue.mutate(parsed.data, {
      onSuccess: (card) => {
        setIssued(card);
        toast.success(messages.credit.issued);
      },
      onError: (error) => setProblem(reasonOf(error)),
    });
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`} className="card border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-3">
        <h2 id={`${id}-title`} className="card-title">
          Issue a gift card
        </h2>
        <label className="flex flex-col gap-1 text-sm">
          Amount (USD)
          <input name="amount" type="number" min="0.01" step="0.01" required className="input w-full" />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          Mail the code to (optional)
          <input name="recipientEmail" type="email" className="input w-full" />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          Message (optional)
          <textarea name="message" maxLength={300} className="textarea w-full" />
        </label>
        {problem && (
          <p role="alert" className="text-sm text-error">
            {problem}
          </p>
        )}
        <button type="submit" className="btn btn-primary" disabled={issue.isPending}>
          Issue gift card
        </button>
        {issued && (
          <div role="status" className="alert alert-success alert-soft flex flex-col items-start gap-1">
            <span>{messages.credit.issued}</span>
            <code className="text-lg font-bold tracking-wider" data-testid="issued-code">
              {issued.code}
            </code>
            <span className="text-sm">Worth {formatPrice(issued.amount)}.</span>
          </div>
        )}
      </div>
    </form>
  );
}

function GrantCreditForm() {
  const grant = useGrantStoreCredit();
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const parsed = grantStoreCreditSchema.safeParse({ email: String(form.get('email') ?? '').trim(), amount: Number(form.get('amount')), reason: String(form.get('reason') ?? '') });
    if (!parsed.success) return setProblem(firstIssue(parsed.error.issues));
    setProblem(null);
    grant.mutate(parsed.data, {
      onSuccess: (credit) => {
        toast.success(`${messages.credit.granted} ${parsed.data.email}: ${formatPrice(credit.balance)}.`);
        formElement.reset();
      },
      onError: (error) => setProblem(reasonOf(error)),
    });
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`} className="card border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-3">
        <h2 id={`${id}-title`} className="card-title">
          Give store credit
        </h2>
        <label className="flex flex-col gap-1 text-sm">
          Customer&apos;s e-mail
          <input name="email" type="email" required className="input w-full" />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          Amount (USD; negative to correct)
          <input name="amount" type="number" step="0.01" required className="input w-full" />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          Reason (the customer reads it)
          <input name="reason" required maxLength={200} className="input w-full" />
        </label>
        {problem && (
          <p role="alert" className="text-sm text-error">
            {problem}
          </p>
        )}
        <button type="submit" className="btn btn-primary" disabled={grant.isPending}>
          Give credit
        </button>
      </div>
    </form>
  );
}

function GiftCardsTable() {
  const cards = useGiftCards();
  if (cards.isPending || cards.isError) return <QueryStatus query={cards} loading="Loading gift cards" />;
  if (cards.data.length === 0) return <p className="text-sm opacity-80">No gift cards issued yet.</p>;
  return (
    <SideScroll label="Gift cards issued" className="rounded-box border border-base-300 bg-base-100">
      <table className="table" aria-label="Gift cards issued">
        <thead>
          <tr>
            <th>Code</th>
            <th className="text-right">Amount</th>
            <th className="text-right">Left</th>
            <th>Mailed to</th>
            <th>Issued</th>
          </tr>
        </thead>
        <tbody>
          {cards.data.map((card) => (
            <tr key={card._id}>
              <td className="font-mono">····{card.last4}</td>
              <td className="text-right tabular-nums">{formatPrice(card.amount)}</td>
              <td className="text-right font-medium tabular-nums">{formatPrice(card.balance)}</td>
              <td className="break-all">{card.recipientEmail ?? '—'}</td>
              <td className="whitespace-nowrap">{new Date(card.createdAt).toLocaleDateString()}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </SideScroll>
  );
}
