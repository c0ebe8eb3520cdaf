import { Button } from 'react-aria-components';
import { useRunAction } from '../runs/queries';
import { useSignedIn } from '../session/session';
import { ErrorNote } from '../ui/error-note';
import { TextActionDialog } from '../ui/text-action-dialog';

/** Approve, revise or reject a PENDING plan; each button only for a user allowed to press it. */
export function PlanDecision({ runId, onDone }: { runId: string; onDone(message: string): void }) {
  const { can } = useSignedIn();
  const approve = useRunAction(runId, 'POST', '/plan/approve');
  const revise = useRunAction(runId, 'PATCH', '/plan/revise');
  const reject = useRunAction(runId, 'POST', '/plan/reject');
  const mayApprove = can('interview:approve');
  const mayRevise = can('interview:update');
  if (!mayApprove && !mayRevise)
    return <p className="muted">You can read this plan. Deciding on it needs the interview:approve permission.</p>;
  return (
    <div className="actions">
      {mayApprove && (
        <Button
          className="button button-primary"
          isPending={approve.isPending}
          // Not mutate's own callback, which is dropped once this panel leaves with the state it was shown for.
          onPress={() =>
            approve.mutateAsync({}).then(
              () => onDone('Plan approved. You can now invite the candidate.'),
              () => {}, // shown below, from approve.error
            )
          }
        >
          Approve plan
        </Button>
      )}
      {approve.error && <ErrorNote error={approve.error} prefix="Not approved" />}
      {mayRevise && (
        <TextActionDialog
          trigger="Revise plan"
          title="Revise the plan"
          intro="Say what to add, drop or focus on. The plan is generated again and shows what changed."
          fieldLabel="Revision comments"
          fieldHint="For example: Add Terraform. Drop PostgreSQL. Focus on system design."
          submitLabel="Send revision"
          onSubmit={async (comments) => {
            await revise.mutateAsync({ comments });
            onDone('Revision sent. The plan is being generated again.');
          }}
        />
      )}
      {mayApprove && (
        <TextActionDialog
          trigger="Reject plan"
          title="Reject the plan"
          intro="Rejecting ends the run: no candidate is invited. The reason is kept with the run."
          fieldLabel="Reason"
          submitLabel="Reject plan"
          tone="danger"
          onSubmit={async (reason) => {
            await reject.mutateAsync({ reason });
            onDone('Plan rejected. The run is closed.');
          }}
        />
      )}
    </div>
  );
}
