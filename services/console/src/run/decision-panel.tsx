import type { RefObject } from 'react';
import type { RunStatus } from '../api/types';
import { AssessmentDecision } from './assessment-decision';
import { InviteAction } from './invite-action';
import { PlanDecision } from './plan-decision';
import { STATE_NOTES } from './state-notes';

interface DecisionPanelProps {
  status: RunStatus;
  /** The plan is open in the editor: it is not decided on until the edit is saved or cancelled. */
  editingPlan: boolean;
  /** What the last action did, read out; kept by the page, as the form that acted may be gone with its state. */
  announcement: string;
  /** The panel's title, where the page puts the focus after an action (see RunPage). */
  titleRef: RefObject<HTMLHeadingElement | null>;
  onDone(message: string): void;
}

/** What the run waits for and the actions that move it on, beside the evidence they rest on. */
export function DecisionPanel({ status, editingPlan, announcement, titleRef, onDone }: DecisionPanelProps) {
  const { run_id: runId, state } = status;
  return (
    <section aria-labelledby="decision-title" className="panel decision">
      <h2 id="decision-title" ref={titleRef} tabIndex={-1} className="section-title">
        Decision
      </h2>
      <p>{STATE_NOTES[state]}</p>
      {state === 'PENDING' &&
        (editingPlan ? (
          <p className="note">Save or cancel your edit of the plan before deciding on it.</p>
        ) : (
          <PlanDecision runId={runId} onDone={onDone} />
        ))}
      {(state === 'APPROVED' || state === 'INVITED') && (
        <InviteAction runId={runId} invited={state === 'INVITED'} onDone={onDone} />
      )}
      {state === 'ASSESSMENT_READY' && <AssessmentDecision runId={runId} onDone={onDone} />}
      <p role="status" className="announcement">
        {announcement}
      </p>
    </section>
  );
}
