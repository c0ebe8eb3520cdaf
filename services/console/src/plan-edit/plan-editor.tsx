import { useEffect, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, CheckboxGroup, Form, Label, Text } from 'react-aria-components';
import { ApiError } from '../api/client';
import type { Plan, PlanRead } from '../api/types';
import { runKeys } from '../runs/keys';
import { runPath, useRunAction } from '../runs/queries';
import { useApi, useSignedIn } from '../session/session';
import { ErrorNote } from '../ui/error-note';
import { TextInput } from '../ui/fields';
import { CompetencyEditor } from './competency-editor';
import { bodyOf, draftOf, fieldId, newCompetency, type DraftCompetency, type PlanDraft } from './draft';
import { EditableList } from './editable-list';
import { useFocusRequest } from './focus-request';
import { LIMITS, optionalText } from './limits';

const CONFLICT = 'The plan changed while you edited it. Reload it and edit again.';

interface PlanEditorProps {
  runId: string;
  /** The plan as the page now has it; the edit is built on the revision it had when the editor opened. */
  plan: Plan;
  /** False while the plan is generated again (revision comments sent meanwhile): a conflict until it is back. */
  inReview: boolean;
  onSaved(): void;
  onCancel(): void;
}

/**
 * A recruiter's direct edit of the plan under review; "Save plan" makes it the plan's next revision (`PUT …/plan`).
 * The form checks the contract's limits itself, so the server's 400 is rare; a plan that changed meanwhile (another
 * edit, revision comments) is a conflict, reloaded rather than overwritten.
 */
export function PlanEditor({ runId, plan, inReview, onSaved, onCancel }: PlanEditorProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { tenantId } = useSignedIn();
  const save = useRunAction<PlanRead>(runId, 'PUT', '/plan');
  const [base, setBase] = useState(plan);
  const [draft, setDraft] = useState(() => draftOf(plan));
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [conflict, setConflict] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const focus = useFocusRequest();
  const update = (change: Partial<PlanDraft>) => setDraft((d) => ({ ...d, ...change }));
  const focusFirstField = (d: PlanDraft) => focus(fieldId(d.competencies[0]!.key, 'name'));

  // On opening only: the recruiter starts at the first competency's name.
  useEffect(() => focusFirstField(draft), []);

  // A plan regenerating or a newer revision, seen on the page (the live stream), conflicts before the server is asked.
  const stale = (!inReview || plan.revision > base.revision) && !pending;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setPending(true);
    setFailure(null);
    setConflict(false);
    try {
      // The body names the revision it was built on: the server refuses it (409) once the plan has moved on.
      await save.mutateAsync(bodyOf(draft, base));
      onSaved();
    } catch (error) {
      // 404: the plan is being generated again.
      if (error instanceof ApiError && (error.status === 409 || error.status === 404)) setConflict(true);
      else setFailure(error);
      setPending(false);
    }
  };

  const reload = async () => {
    void queryClient.invalidateQueries({ queryKey: runKeys.run(tenantId, runId) });
    try {
      const latest = (await api.get<PlanRead>(runPath(runId, '/plan'))).payload;
      const fresh = draftOf(latest);
      setBase(latest);
      setDraft(fresh);
      setConflict(false);
      setAnnouncement(`Revision ${latest.revision} loaded.`);
      focusFirstField(fresh);
    } catch (error) {
      setFailure(error);
    }
  };

  const screening = base.screening ?? [];
  return (
    <Form className="plan-editor" aria-label="Edit the plan" onSubmit={(e) => void submit(e)}>
      <p className="muted">
        Editing revision {base.revision}. Saving makes it revision {base.revision + 1}; the plan stays in review.
      </p>
      {(conflict || stale) && (
        <div role="alert" className="note note-error conflict">
          <p>{CONFLICT}</p>
          <Button className="button button-secondary" isDisabled={!inReview} onPress={() => void reload()}>
            {inReview ? 'Reload plan' : 'Generating the plan…'}
          </Button>
        </div>
      )}

      <h3 className="subsection-title">Competencies</h3>
      <p className="field-hint">
        {LIMITS.competencies.min} to {LIMITS.competencies.max} competencies, in the order the interview takes them.
      </p>
      <EditableList<DraftCompetency>
        noun="Competency"
        items={draft.competencies}
        {...LIMITS.competencies}
        addLabel="Add competency"
        create={newCompetency}
        firstField={(c) => fieldId(c.key, 'name')}
        onChange={(competencies) => update({ competencies })}
        focus={focus}
        announce={setAnnouncement}
        titleAs="h4"
        className="edit-competency"
      >
        {(c, change) => <CompetencyEditor competency={c} onChange={change} focus={focus} announce={setAnnouncement} />}
      </EditableList>

      {screening.length > 0 && (
        <>
          <h3 className="subsection-title">Screening facts</h3>
          <CheckboxGroup
            className="field"
            value={draft.screeningIds}
            onChange={(screeningIds) => update({ screeningIds })}
          >
            <Label className="field-label">Screening facts to keep</Label>
            <Text slot="description" className="field-hint">
              Clear one to drop it. To reword one, send revision comments instead.
            </Text>
            {screening.map((s) => (
              <Checkbox key={s.id} value={s.id} className="checkbox">
                {s.requirement}
              </Checkbox>
            ))}
          </CheckboxGroup>
        </>
      )}

      <h3 className="subsection-title">Note</h3>
      <TextInput
        label="Note for the revision history"
        description="Optional: why you changed the plan."
        multiline
        rows={2}
        validate={optionalText(LIMITS.note)}
        value={draft.note}
        onChange={(note) => update({ note })}
      />
      {failure !== null && <ErrorNote error={failure} prefix="Not saved" />}
      <div className="editor-actions">
        <Button type="submit" className="button button-primary" isPending={pending}>
          Save plan
        </Button>
        <Button className="button button-quiet" onPress={onCancel} isDisabled={pending}>
          Cancel
        </Button>
      </div>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
    </Form>
  );
}
