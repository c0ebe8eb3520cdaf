import { TextInput } from '../ui/fields';
import { ChoiceGroup } from './choice-group';
import {
  fieldId,
  newQuestion,
  newSubDimension,
  type DraftCompetency,
  type DraftQuestion,
  type DraftSubDimension,
} from './draft';
import { EditableList } from './editable-list';
import { followUpsProblem, LIMITS, optionalText, requiredText } from './limits';

const REQUIREMENTS: { value: DraftCompetency['requirement_type']; label: string }[] = [
  { value: 'essential', label: 'Essential' },
  { value: 'desirable', label: 'Desirable' },
];
const KINDS: { value: DraftCompetency['kind']; label: string }[] = [
  { value: 'technical', label: 'Technical' },
  { value: 'behavioural', label: 'Behavioural' },
];

interface CompetencyEditorProps {
  competency: DraftCompetency;
  onChange(next: DraftCompetency): void;
  focus(elementId: string): void;
  announce(message: string): void;
}

/** One competency's fields: name, description, essential or desirable, kind, its sub-dimensions and questions. */
export function CompetencyEditor({ competency: c, onChange, focus, announce }: CompetencyEditorProps) {
  const set = <K extends keyof DraftCompetency>(field: K, value: DraftCompetency[K]) =>
    onChange({ ...c, [field]: value });
  return (
    <>
      <TextInput
        id={fieldId(c.key, 'name')}
        label="Competency name"
        isRequired
        validate={requiredText('a name', LIMITS.name)}
        value={c.name}
        onChange={(v) => set('name', v)}
      />
      <TextInput
        label="Description"
        multiline
        rows={2}
        validate={optionalText(LIMITS.description)}
        value={c.description}
        onChange={(v) => set('description', v)}
      />
      <div className="edit-choices">
        <ChoiceGroup
          label="Requirement"
          options={REQUIREMENTS}
          value={c.requirement_type}
          onChange={(v) => set('requirement_type', v)}
        />
        <ChoiceGroup label="Kind" options={KINDS} value={c.kind} onChange={(v) => set('kind', v)} />
      </div>

      <h5 className="label-title">What good evidence looks like</h5>
      <p className="field-hint">
        {LIMITS.subDimensions.min} to {LIMITS.subDimensions.max} sub-dimensions, each with a rubric: what a good answer
        shows.
      </p>
      <EditableList<DraftSubDimension>
        noun="Sub-dimension"
        items={c.subDimensions}
        {...LIMITS.subDimensions}
        addLabel="Add sub-dimension"
        create={newSubDimension}
        firstField={(s) => fieldId(s.key, 'name')}
        onChange={(items) => set('subDimensions', items)}
        focus={focus}
        announce={announce}
        titleAs="p"
        className="edit-item"
      >
        {(s, update) => (
          <>
            <TextInput
              id={fieldId(s.key, 'name')}
              label="Name"
              isRequired
              validate={requiredText('a name', LIMITS.name)}
              value={s.name}
              onChange={(name) => update({ ...s, name })}
            />
            <TextInput
              label="Rubric"
              multiline
              rows={2}
              isRequired
              validate={requiredText('a rubric', LIMITS.rubric)}
              value={s.rubric}
              onChange={(rubric) => update({ ...s, rubric })}
            />
          </>
        )}
      </EditableList>

      <h5 className="label-title">Questions</h5>
      <p className="field-hint">
        {LIMITS.questions.min} to {LIMITS.questions.max} questions, each with up to {LIMITS.followUps} follow-ups.
      </p>
      <EditableList<DraftQuestion>
        noun="Question"
        items={c.questions}
        {...LIMITS.questions}
        addLabel="Add question"
        create={newQuestion}
        firstField={(q) => fieldId(q.key, 'prompt')}
        onChange={(items) => set('questions', items)}
        focus={focus}
        announce={announce}
        titleAs="p"
        className="edit-item"
      >
        {(q, update) => (
          <>
            <TextInput
              id={fieldId(q.key, 'prompt')}
              label="Question"
              multiline
              rows={2}
              isRequired
              validate={requiredText('the question', LIMITS.prompt)}
              value={q.prompt}
              onChange={(prompt) => update({ ...q, prompt })}
            />
            <TextInput
              label="Follow-ups, one per line"
              multiline
              rows={2}
              validate={followUpsProblem}
              value={q.followUps}
              onChange={(followUps) => update({ ...q, followUps })}
            />
          </>
        )}
      </EditableList>
    </>
  );
}
