import { useRunAction } from '../runs/queries';
import { ConfirmDialog } from '../ui/confirm-dialog';

/** Cancels a run that has not ended; the state moves to CANCELLED and the page follows it. */
export function CancelAction({ runId, onDone }: { runId: string; onDone(message: string): void }) {
  const cancel = useRunAction(runId, 'DELETE', '');
  return (
    <div className="manage-item">
      <h3 className="manage-title">Cancel the run</h3>
      <p className="muted">
        Stops this run for good: the candidate can no longer take the interview, and no assessment is made.
      </p>
      <ConfirmDialog
        trigger="Cancel run"
        title="Cancel this run?"
        reason={{ label: 'Reason (optional)', hint: 'Kept with the run.', required: false }}
        submitLabel="Cancel run"
        dismissLabel="Keep the run"
        tone="danger"
        onConfirm={async (reason) => {
          await cancel.mutateAsync(reason ? { reason } : {});
          onDone('Run cancelled.');
        }}
      >
        <p>
          The candidate’s link stops working and your integration is told the run was cancelled. This cannot be undone.
        </p>
      </ConfirmDialog>
    </div>
  );
}
