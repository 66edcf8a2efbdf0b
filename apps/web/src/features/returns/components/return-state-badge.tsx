import { returnStateLabels, type ReturnState } from '@coreparts/shared';

const tone: Record<ReturnState, string> = {
  requested: 'badge-warning',
  approved: 'badge-info',
  rejected: 'badge-error',
  received: 'badge-info',
  refunded: 'badge-success',
  replaced: 'badge-success',
};

/** A return's state, as its customer and the admin read it. */
export function ReturnStateBadge({ state }: { state: ReturnState }) {
  return <span className={`badge badge-soft ${tone[state]}`}>{returnStateLabels[state]}</span>;
}
