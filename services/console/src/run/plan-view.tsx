import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import type { Plan } from '../api/types';
import { humanize } from '../format';
import { CollapsiblePanel } from '../ui/collapsible-panel';

// Only a recruiter who edits downloads the editor.
const PlanEditor = lazy(() => import('../plan-edit/plan-editor').then((m) => ({ default: m.PlanEditor })));

interface PlanViewProps {
  runId: string;
  plan: Plan;
  /** Open while it is the decision at hand; after that, a click away. */
  open: boolean;
  /** PENDING: the plan waits for review, and an edit can be saved. */
  inReview: boolean;
  /** The user may edit it now (PENDING, interview:approve). */
  editable: boolean;
  editing: boolean;
  onEditingChange(editing: boolean): void;
}

/**
 * The interview plan as a recruiter reviews it: competencies with their rubrics and questions, then screening facts;
 * or, while the recruiter edits it, the editor in its place.
 */
export function PlanView({ runId, plan, open, inReview, editable, editing, onEditingChange }: PlanViewProps) {
  const editButton = useRef<HTMLButtonElement>(null);
  const changesTitle = useRef<HTMLHeadingElement>(null);
  // Where focus lands when the editor closes: on what a save changed, or back on the button after a cancel.
  const [focusAfter, setFocusAfter] = useState<'changes' | 'edit' | null>(null);
  useEffect(() => {
    if (editing || !focusAfter) return;
    (focusAfter === 'changes' ? (changesTitle.current ?? editButton.current) : editButton.current)?.focus();
    setFocusAfter(null);
  }, [editing, focusAfter]);
  const close = (then: 'changes' | 'edit') => {
    setFocusAfter(then);
    onEditingChange(false);
  };

  const essential = plan.competencies.filter((c) => c.requirement_type === 'essential').length;
  const screening = plan.screening ?? [];
  if (editing)
    return (
      <CollapsiblePanel title="Interview plan" defaultExpanded>
        <Suspense fallback={<p className="muted">Opening the editor…</p>}>
          <PlanEditor
            runId={runId}
            plan={plan}
            inReview={inReview}
            onSaved={() => close('changes')}
            onCancel={() => close('edit')}
          />
        </Suspense>
      </CollapsiblePanel>
    );
  return (
    <CollapsiblePanel title="Interview plan" defaultExpanded={open}>
      <div className="plan-toolbar">
        <p className="muted">
          Revision {plan.revision} · {plan.duration_minutes} minutes · {plan.competencies.length} competencies (
          {essential} essential) · {screening.length} screening {screening.length === 1 ? 'fact' : 'facts'}
        </p>
        {editable && (
          <Button ref={editButton} className="button button-secondary" onPress={() => onEditingChange(true)}>
            Edit plan
          </Button>
        )}
      </div>
      {plan.built_by?.note && <p className="note">{plan.built_by.note}</p>}
      {plan.revision > 0 && plan.changes.length > 0 && (
        <div className="changes">
          <h3 ref={changesTitle} tabIndex={-1} className="subsection-title">
            What changed in revision {plan.revision}
          </h3>
          <ul>
            {plan.changes.map((change) => (
              <li key={change}>{change}</li>
            ))}
          </ul>
        </div>
      )}
      <h3 className="subsection-title">Competencies</h3>
      <ol className="competencies">
        {plan.competencies.map((c) => (
          <li key={c.id} className="competency">
            <h4 className="competency-name">{c.name}</h4>
            <p className="tags">
              <span className={`tag ${c.requirement_type === 'essential' ? 'tag-strong' : ''}`}>
                {humanize(c.requirement_type)}
              </span>
              <span className="tag">{humanize(c.kind)}</span>
            </p>
            {c.description && <p>{c.description}</p>}
            {c.sub_dimensions.length > 0 && (
              <>
                <h5 className="label-title">What good evidence looks like</h5>
                <dl className="rubrics">
                  {c.sub_dimensions.map((d) => (
                    <div key={d.id}>
                      <dt>{d.name}</dt>
                      <dd>{d.rubric}</dd>
                    </div>
                  ))}
                </dl>
              </>
            )}
            {c.question_topics.length > 0 && (
              <>
                <h5 className="label-title">Questions</h5>
                <ul className="questions">
                  {c.question_topics.map((t) => (
                    <li key={t.id}>
                      <p className="question">{t.prompt}</p>
                      {t.follow_ups.length > 0 && (
                        <ul className="follow-ups" aria-label="Follow-ups">
                          {t.follow_ups.map((f) => (
                            <li key={f}>{f}</li>
                          ))}
                        </ul>
                      )}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </li>
        ))}
      </ol>
      <h3 className="subsection-title">Screening facts</h3>
      {screening.length ? (
        <>
          <p className="muted">Facts to verify, asked before the questions when screening is on. Never scored.</p>
          <ul className="screening">
            {screening.map((s) => (
              <li key={s.id}>
                <p className="screening-requirement">{s.requirement}</p>
                <p className="tags">
                  <span className="tag">{humanize(s.kind)}</span>
                  <span className="tag">{humanize(s.requirement_type)}</span>
                </p>
                <p className="muted">
                  {s.question
                    ? `Asked: “${s.question}”`
                    : 'Never asked: a protected trait, listed for your information.'}
                </p>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="muted">The posting states no licence, certification or other fact to verify.</p>
      )}
    </CollapsiblePanel>
  );
}
