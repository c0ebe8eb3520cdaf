import type { MouseEvent } from 'react';
import type { AssessmentPayload, EvidenceRef, Plan } from '../api/types';
import { COVERAGE_LABELS, humanize } from '../format';
import { turnId } from './transcript-view';

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

/** Quotes credited to a competency, strongest first, each once (where it was strongest). */
function quotesFor(assessment: AssessmentPayload, competencyId: string): EvidenceRef[] {
  const refs = assessment.traces
    .filter((t) => t.competency_id === competencyId)
    .flatMap((t) => t.refs)
    .sort((a, b) => b.strength - a.strength);
  return refs.filter((r, i) => refs.findIndex((o) => o.quote === r.quote) === i);
}

/**
 * A quote; with the transcript on the page, a link to where it was said. A plain in-page link would only scroll: the
 * transcript may be closed, and the quote is marked in place.
 */
function Quote({ evidence, onFollow }: { evidence: EvidenceRef; onFollow?(evidence: EvidenceRef): void }) {
  if (!onFollow) return <blockquote>{evidence.quote}</blockquote>;
  const follow = (e: MouseEvent) => {
    e.preventDefault();
    onFollow(evidence);
  };
  return (
    <blockquote>
      <a href={`#${turnId(evidence.utterance_id)}`} className="quote-link" onClick={follow}>
        {evidence.quote}
        <span className="quote-where"> Show in transcript</span>
      </a>
    </blockquote>
  );
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

/**
 * The coverage tier, each competency's evidence level with the reason and quotes, and the flags to check. With
 * `onFollow`, each quote leads to its place in the transcript.
 */
export function AssessmentView(props: {
  assessment: AssessmentPayload;
  plan: Plan | undefined;
  onFollow?(evidence: EvidenceRef): void;
}) {
  const { assessment, plan, onFollow } = props;
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
                    {quotes.map((evidence) => (
                      <li key={evidence.quote}>
                        <Quote evidence={evidence} onFollow={onFollow} />
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
