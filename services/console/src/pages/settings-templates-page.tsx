import { useState, type FormEvent } from 'react';
import { Button, Form, Label, Radio, RadioGroup } from 'react-aria-components';
import type { Plan } from '../api/types';
import { PlanView } from '../run/plan-view';
import { useQuery } from '@tanstack/react-query';
import { useApi, useSignedIn } from '../session/session';
import { settingsKey, useSettingsAction } from '../settings/queries';
import { ErrorNote } from '../ui/error-note';
import { TextInput } from '../ui/fields';
import { PageHeading } from '../ui/page-heading';
import { TextActionDialog } from '../ui/text-action-dialog';

const PATH = '/api/v2/interview-templates';
const LEVELS = ['ENTRY', 'MID', 'SENIOR', 'LEAD', 'EXEC'] as const;

/** GET /api/v2/interview-templates items (shared/src/contracts/templates.ts). */
interface Template {
  template_id: string;
  name: string;
  position: string;
  level: string;
  skills: string[];
  plan_status: 'generating' | 'pending' | 'approved';
  plan_revision: number | null;
  missing_fields: { field: string; reason: string }[] | null;
}

const STATUS: Record<Template['plan_status'], string> = {
  generating: 'Plan being generated',
  pending: 'Plan waits for review',
  approved: 'Plan approved',
};

/** The templates, or one template's plan (`suffix`), read again every 2 s while a plan is being generated. */
function useTemplatesRead<T>(suffix: string, opts: { generating?: (data: T) => boolean; enabled?: boolean } = {}) {
  const { tenantId } = useSignedIn();
  const api = useApi();
  return useQuery({
    queryKey: [...settingsKey(tenantId, 'templates'), suffix],
    queryFn: ({ signal }) => api.get<T>(`${PATH}${suffix}`, signal),
    refetchInterval: (q) => (q.state.data && opts.generating?.(q.state.data) ? 2000 : false),
    enabled: opts.enabled ?? true,
  });
}

/** One line per entry of a multi-line field (skills, qualifications). */
const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

/** The plan of one template under review: the run page's plan view, revision comments and the approval. */
function TemplateReview({ template, announce }: { template: Template; announce(message: string): void }) {
  const path = `${PATH}/${template.template_id}`;
  // Read once the planner has answered (before, the plan read is a 404).
  const plan = useTemplatesRead<{ payload: Plan }>(`/${template.template_id}/plan`, {
    enabled: template.plan_status !== 'generating' && !template.missing_fields,
  });
  const revise = useSettingsAction<Template, string>('templates', (comments) => ({
    method: 'POST',
    path: `${path}/plan/revise`,
    body: { comments },
  }));
  const approve = useSettingsAction<Template>('templates', () => ({ method: 'POST', path: `${path}/plan/approve` }));
  const inReview = template.plan_status === 'pending' && Boolean(plan.data);
  return (
    <section className="panel" aria-labelledby="review-title">
      <h2 id="review-title" className="section-title">
        {template.name}: {STATUS[template.plan_status].toLowerCase()}
      </h2>
      {template.missing_fields && (
        <p className="note">
          The planner could not build a plan: {template.missing_fields.map((m) => m.reason).join('; ')}. Change the role
          to plan it again.
        </p>
      )}
      {template.plan_status === 'generating' && <p className="muted">The plan is being generated…</p>}
      {plan.data && (
        <PlanView
          runId={template.template_id}
          plan={plan.data.payload}
          open
          inReview={inReview}
          editable={false}
          editing={false}
          onEditingChange={() => undefined}
        />
      )}
      {inReview && (
        <div className="actions">
          <Button
            className="button button-primary"
            isPending={approve.isPending}
            onPress={() =>
              approve.mutate(undefined, { onSuccess: () => announce(`Plan of ${template.name} approved.`) })
            }
          >
            Approve plan
          </Button>
          <TextActionDialog
            trigger="Request changes"
            title="Request changes to the plan"
            intro="The planner plans the template again with your comments; the new plan comes back for review."
            fieldLabel="Comments"
            submitLabel="Send comments"
            onSubmit={(comments) =>
              revise.mutateAsync(comments).then(() => announce(`Changes to ${template.name} requested.`))
            }
          />
        </div>
      )}
      {approve.error && <ErrorNote error={approve.error} prefix="The plan was not approved" />}
    </section>
  );
}

/**
 * Interview templates: the roles an ATS offers as tests (Greenhouse) or assessments (Ashby). Each plan is generated
 * once and approved here; runs an ATS starts from a template begin with that approved plan.
 */
export function SettingsTemplatesPage() {
  const templates = useTemplatesRead<{ items: Template[] }>('', {
    generating: (d) => d.items.some((t) => t.plan_status === 'generating'),
  });
  const create = useSettingsAction<Template, Record<string, unknown>>('templates', (body) => ({
    method: 'POST',
    path: PATH,
    body,
  }));
  const [name, setName] = useState('');
  const [position, setPosition] = useState('');
  const [level, setLevel] = useState<string>('MID');
  const [skills, setSkills] = useState('');
  const [qualifications, setQualifications] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const items = templates.data?.items ?? [];
  const open = items.find((t) => t.template_id === selected);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = {
      name: name.trim(),
      position: position.trim(),
      level,
      skills: lines(skills),
      qualifications: lines(qualifications),
    };
    create.mutate(body, {
      onSuccess: (t) => {
        setSelected(t.template_id);
        setName('');
        setPosition('');
        setSkills('');
        setQualifications('');
        setAnnouncement(`Template ${t.name} created; its plan is being generated.`);
      },
    });
  };
  return (
    <>
      <PageHeading title="Interview templates" />
      <p className="lede">
        The roles your ATS offers: Greenhouse lists them as tests, Ashby as assessments. Approve each plan once; every
        interview the ATS starts from a template begins with it.
      </p>
      {templates.error && <ErrorNote error={templates.error} prefix="The templates could not be loaded" />}
      <section className="panel" aria-labelledby="templates-title">
        <h2 id="templates-title" className="section-title">
          Templates
        </h2>
        {items.length ? (
          <ul className="items">
            {items.map((t) => (
              <li key={t.template_id} className="item">
                <div className="item-main">
                  <p className="item-title">{t.name}</p>
                  <p className="item-meta">
                    <span>
                      {t.position} · {t.level.toLowerCase()}
                    </span>
                    <span className={t.plan_status === 'approved' ? 'badge' : 'badge badge-muted'}>
                      {STATUS[t.plan_status]}
                    </span>
                  </p>
                </div>
                <Button
                  className="button button-secondary"
                  aria-label={`Review plan of ${t.name}`}
                  onPress={() => setSelected(t.template_id)}
                >
                  Review plan
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">No template yet.</p>
        )}
      </section>
      {open && <TemplateReview key={open.template_id} template={open} announce={setAnnouncement} />}
      <section className="panel" aria-labelledby="new-template-title">
        <h2 id="new-template-title" className="section-title">
          New template
        </h2>
        <Form className="form" onSubmit={submit} aria-labelledby="new-template-title">
          <TextInput
            label="Name"
            description="What the ATS shows"
            value={name}
            onChange={setName}
            isRequired
            maxLength={200}
          />
          <TextInput label="Position" value={position} onChange={setPosition} isRequired maxLength={200} />
          <RadioGroup className="field" value={level} onChange={setLevel} isRequired orientation="horizontal">
            <Label className="field-label">Level</Label>
            <div className="role-options">
              {LEVELS.map((l) => (
                <Radio key={l} value={l} className="radio">
                  {l.charAt(0) + l.slice(1).toLowerCase()}
                </Radio>
              ))}
            </div>
          </RadioGroup>
          <TextInput label="Skills" description="One per line" multiline rows={3} value={skills} onChange={setSkills} />
          <TextInput
            label="Qualifications"
            description="One per line, e.g. “5+ years building backend services is required”"
            multiline
            rows={3}
            value={qualifications}
            onChange={setQualifications}
          />
          {create.error && <ErrorNote error={create.error} prefix="The template was not created" />}
          <div>
            <Button type="submit" className="button button-primary" isPending={create.isPending}>
              Create template
            </Button>
          </div>
        </Form>
      </section>
      <p role="status" className="announcement">
        {announcement}
      </p>
    </>
  );
}
