import { Checkbox, CheckboxGroup, FieldError, Label, Text } from 'react-aria-components';
import { useSignedIn } from '../session/session';
import { WORKSPACE_PERMISSIONS } from './access';

/** The workspace permissions to give a key or a client, each with what it allows; one the user lacks is disabled. */
export function PermissionPicker(props: {
  label: string;
  description: string;
  value: string[];
  onChange(value: string[]): void;
}) {
  const { can } = useSignedIn();
  return (
    <CheckboxGroup
      className="field"
      value={props.value}
      onChange={props.onChange}
      isRequired
      validate={(value) => (value.length ? null : 'Choose at least one permission.')}
    >
      <Label className="field-label">{props.label}</Label>
      <Text slot="description" className="field-hint">
        {props.description}
      </Text>
      <div className="permission-list">
        {WORKSPACE_PERMISSIONS.map((p) => (
          <Checkbox key={p.id} value={p.id} className="checkbox permission" isDisabled={!can(p.id)}>
            <span>
              <span className="permission-id">{p.id}</span>
              <span className="permission-what">{p.description}</span>
            </span>
          </Checkbox>
        ))}
      </div>
      <FieldError className="field-error" />
    </CheckboxGroup>
  );
}
