import { useState, type FormEvent } from 'react';
import { Button, Form } from 'react-aria-components';
import type { MissingField } from '../api/types';
import { humanize } from '../format';
import { useRunAction } from '../runs/queries';
import { useSignedIn } from '../session/session';
import { ErrorNote } from '../ui/error-note';
import { TextInput } from '../ui/fields';

/** shared/src/contracts/runs.ts InfoBody: each value up to a job description's length. */
const MAX_VALUE = 20_000;

const tooLong = (value: string) =>
  value.trim().length > MAX_VALUE ? `At most ${MAX_VALUE.toLocaleString('en')} characters.` : null;

/**
 * INFO_NEEDED: one field per missing field, each with the question the service asks; what is sent regenerates the
 * plan (the state then moves, and the page follows it). Without interview:update, only the questions.
 */
export function InfoForm(props: { runId: string; missing: MissingField[]; onDone(message: string): void }) {
  const { runId, missing, onDone } = props;
  const { can } = useSignedIn();
  const send = useRunAction(runId, 'PATCH', '/info');
  const [values, setValues] = useState<Record<string, string>>({});

  const questions = (
    <dl className="missing">
      {missing.map((m) => (
        <div key={m.field}>
          <dt>{humanize(m.field)}</dt>
          <dd>{m.question}</dd>
        </div>
      ))}
    </dl>
  );
  if (!can('interview:update'))
    return (
      <section aria-labelledby="info-title" className="panel">
        <h2 id="info-title" className="section-title">
          Missing information
        </h2>
        {questions}
        <p className="muted">Supplying it needs the interview:update permission.</p>
      </section>
    );

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // Only what was answered: an empty recommended field is left to the integrator.
    const fields = Object.fromEntries(
      missing.flatMap((m) => (values[m.field]?.trim() ? [[m.field, values[m.field]!.trim()]] : [])),
    );
    try {
      await send.mutateAsync({ fields });
    } catch {
      return; // shown below, from send.error
    }
    // Awaited, not mutate's own callback: the form is gone by now (the state moved on), the announcement is not.
    setValues({});
    onDone('Information sent. The plan is being generated.');
  };

  return (
    <Form className="panel form" aria-labelledby="info-title" onSubmit={(e) => void submit(e)}>
      <h2 id="info-title" className="section-title">
        Missing information
      </h2>
      <p className="muted">The posting does not say enough about the work to plan an interview. The service asks:</p>
      {missing.map((m) => (
        <TextInput
          key={m.field}
          label={`${humanize(m.field)}${m.severity === 'required' ? '' : ' (recommended)'}`}
          description={m.question}
          multiline
          rows={3}
          isRequired={m.severity === 'required'}
          validate={tooLong}
          value={values[m.field] ?? ''}
          onChange={(value) => setValues((v) => ({ ...v, [m.field]: value }))}
        />
      ))}
      {send.error && <ErrorNote error={send.error} prefix="Not sent" />}
      <div>
        <Button type="submit" className="button button-primary" isPending={send.isPending}>
          Send information
        </Button>
      </div>
    </Form>
  );
}
