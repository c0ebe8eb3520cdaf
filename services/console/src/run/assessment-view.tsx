import type { AssessmentPayload, Plan } from '../api/types';
import { COVERAGE_LABELS, humanize } from '../format';

const LEVEL_LABELS = { well_evidenced: 'Well evidenced', evidenced: 'Evidenced', not_evidenced: 'Not evidenced' };

const COVERAGE_MEANING = {
  sufficient: 'No essential competency is missing evidence, and most are well evidenced.',
  partial: 'Some competencies lack evidence: read the gaps before deciding.',
  insufficient: 'Too little was heard for a decision on this interview alone.',
};

const GAP_REASONS = {
  no_evidence: 'Nothing the candidate said counts for it.',
  below_min_score: 'What was heard is too thin to count.',
  too_few_refs: 'Too few distinct pieces of evidence.',
  llm_only: 'Only the language model credited it, which does not count on its own.',
};

/** Quotes credited to a competency, strongest first, each once. */
function quotesFor(assessment: AssessmentPayload, competencyId: string): string[] {
  const refs = assessment.traces
    .filter((t) => t.competency_id === competencyId)
    .flatMap((t) => t.refs)
    .sort((a, b) => b.strength - a.strength);
  return [...new Set(refs.map((r) => r.quote))];
}

/** Flags a person must look at before approving: answers the engine set aside, and fallbacks. */
function flagsOf(assessment: AssessmentPayload, nameOf: (id: string) => string): string[] {
  const statuses = assessment.stage_trace.segmentation.map((s) => s.status);
  const count = (status: string) => statuses.filter((s) => s === status).length;
  const flags = assessment.coverage_summary.hitl_flags
    .filter((f) => f.startsWith('unmet_essential:'))
    .map((f) => `Essential competency without enough evidence: ${nameOf(f.slice('unmet_essential:'.length))}`);
  if (count('injection'))
    flags.push(`${count('injection')} answer part(s) addressed the assessor (possible injection)`);
  if (count('private_life')) flags.push(`${count('private_life')} answer part(s) set outside work`);
  const matchers = assessment.stage_trace.matchers;
  if (matchers?.llm_fallback_note) flags.push(matchers.llm_fallback_note);
  if (matchers?.llm_added_competencies?.length)
    flags.push(`Credited by the language model alone: ${matchers.llm_added_competencies.map(nameOf).join(', ')}`);
  return flags;
}

/** The coverage tier, each competency's evidence level with the reason and quotes, and the flags to check. */
export function AssessmentView({ assessment, plan }: { assessment: AssessmentPayload; plan: Plan | undefined }) {
  const nameOf = (id: string) => plan?.competencies.find((c) => c.id === id)?.name ?? humanize(id);
  const summary = assessment.coverage_summary;
  const flags = flagsOf(assessment, nameOf);
  return (
    <section aria-labelledby="assessment-title" className="panel">
      <h2 id="assessment-title" className="section-title">
        Assessment
      </h2>
      <div className={`coverage coverage-${summary.overall_coverage}`}>
        <p className="coverage-tier">{COVERAGE_LABELS[summary.overall_coverage]}</p>
        <p>{COVERAGE_MEANING[summary.overall_coverage]}</p>
        <p className="muted">
          {summary.competencies_well_evidenced} of {summary.total_count} competencies well evidenced ·{' '}
          {summary.competencies_with_gaps} with gaps
        </p>
      </div>
      {flags.length > 0 && (
        <div className="flags">
          <h3 className="subsection-title">Check before deciding</h3>
          <ul>
            {flags.map((flag) => (
              <li key={flag}>{flag}</li>
            ))}
          </ul>
        </div>
      )}
      <h3 className="subsection-title">Competencies</h3>
      <ul className="competencies">
        {assessment.competencies.map((c) => {
          const quotes = quotesFor(assessment, c.competency_id);
          const gap = assessment.highlights.gaps.find((g) => g.competency_id === c.competency_id);
          const level = c.evidence_level;
          return (
            <li key={c.competency_id} className="competency">
              <h4 className="competency-name">{nameOf(c.competency_id)}</h4>
              <p className="tags">
                {level && <span className={`tag evidence-${level.replace(/_/g, '-')}`}>{LEVEL_LABELS[level]}</span>}
                <span className="tag">{humanize(c.requirement_type)}</span>
              </p>
              {level === 'evidenced' && (
                <p className="muted">One complete example: the situation, the candidate’s own action and an outcome.</p>
              )}
              {gap && level !== 'evidenced' && <p className="muted">{GAP_REASONS[gap.reason]}</p>}
              {quotes.length > 0 && (
                <>
                  <h5 className="label-title">What the candidate said</h5>
                  <ul className="quotes">
                    {quotes.map((quote) => (
                      <li key={quote}>
                        <blockquote>{quote}</blockquote>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
