import type { Plan } from '../api/types';
import { humanize } from '../format';
import { CollapsiblePanel } from '../ui/collapsible-panel';

/**
 * The interview plan as a recruiter reviews it: competencies with their rubrics and questions, then screening facts.
 * Open while it is the decision at hand; after that, a click away.
 */
export function PlanView({ plan, open }: { plan: Plan; open: boolean }) {
  const essential = plan.competencies.filter((c) => c.requirement_type === 'essential').length;
  const screening = plan.screening ?? [];
  return (
    <CollapsiblePanel title="Interview plan" defaultExpanded={open}>
      <p className="muted">
        Revision {plan.revision} · {plan.duration_minutes} minutes · {plan.competencies.length} competencies (
        {essential} essential) · {screening.length} screening {screening.length === 1 ? 'fact' : 'facts'}
      </p>
      {plan.built_by?.note && <p className="note">{plan.built_by.note}</p>}
      {plan.revision > 0 && plan.changes.length > 0 && (
        <div className="changes">
          <h3 className="subsection-title">What changed in revision {plan.revision}</h3>
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
