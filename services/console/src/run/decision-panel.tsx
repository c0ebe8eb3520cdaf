import { useState } from 'react';
import type { RunStatus } from '../api/types';
import { AssessmentDecision } from './assessment-decision';
import { InviteAction } from './invite-action';
import { PlanDecision } from './plan-decision';
import { STATE_NOTES } from './state-notes';

/** What the run waits for and the actions that move it on, beside the evidence they rest on. */
export function DecisionPanel({ status }: { status: RunStatus }) {
  const [announcement, setAnnouncement] = useState('');
  const { run_id: runId, state } = status;
  return (
    <section aria-labelledby="decision-title" className="panel decision">
      <h2 id="decision-title" className="section-title">
        Decision
      </h2>
      <p>{STATE_NOTES[state]}</p>
      {state === 'INFO_NEEDED' && (
        <dl className="missing">
          {(status.missing_fields ?? []).map((m) => (
            <div key={m.field}>
              <dt>{m.field.replace(/_/g, ' ')}</dt>
              <dd>{m.question}</dd>
            </div>
          ))}
        </dl>
      )}
      {state === 'PENDING' && <PlanDecision runId={runId} onDone={setAnnouncement} />}
      {(state === 'APPROVED' || state === 'INVITED') && (
        <InviteAction runId={runId} invited={state === 'INVITED'} onDone={setAnnouncement} />
      )}
      {state === 'ASSESSMENT_READY' && <AssessmentDecision runId={runId} onDone={setAnnouncement} />}
      <p role="status" className="announcement">
        {announcement}
      </p>
    </section>
  );
}
