import type { RunState } from '../api/types';
import { STATE_LABELS } from '../format';

export function StateBadge({ state }: { state: RunState }) {
  return <span className={`badge state-${state.toLowerCase().replace(/_/g, '-')}`}>{STATE_LABELS[state]}</span>;
}
