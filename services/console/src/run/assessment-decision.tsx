import { Button } from 'react-aria-components';
import { useRunAction } from '../runs/queries';
import { useSignedIn } from '../session/session';
import { ErrorNote } from '../ui/error-note';
import { TextActionDialog } from '../ui/text-action-dialog';

/** Approve (delivers it to the integrator) or reject an ASSESSMENT_READY assessment. */
export function AssessmentDecision({ runId, onDone }: { runId: string; onDone(message: string): void }) {
  const { can } = useSignedIn();
  const approve = useRunAction(runId, 'POST', '/assessment/approve');
  const reject = useRunAction(runId, 'POST', '/assessment/reject');
  if (!can('interview:approve'))
    return <p className="muted">Deciding on the assessment needs the interview:approve permission.</p>;
  return (
    <div className="actions">
      <Button
        className="button button-primary"
        isPending={approve.isPending}
        // Not mutate's own callback, which is dropped once this panel leaves with the state it was shown for.
        onPress={() =>
          approve.mutateAsync({}).then(
            () => onDone('Assessment approved and delivered.'),
            () => {}, // shown below, from approve.error
          )
        }
      >
        Approve assessment
      </Button>
      {approve.error && <ErrorNote error={approve.error} prefix="Not approved" />}
      <TextActionDialog
        trigger="Reject assessment"
        title="Reject the assessment"
        intro="Rejecting ends the run without delivering this assessment. The reason is kept with the run."
        fieldLabel="Reason"
        submitLabel="Reject assessment"
        tone="danger"
        onSubmit={async (reason) => {
          await reject.mutateAsync({ reason });
          onDone('Assessment rejected. The run is closed.');
        }}
      />
    </div>
  );
}
