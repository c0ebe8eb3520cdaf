import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import { useNavigate } from 'react-router';
import { useSession, useSignedIn } from '../session/session';

/** Platform users act for one customer tenant at a time; every call then carries its X-Tenant-ID. */
export function TenantPicker() {
  const { tenants, tenantId } = useSignedIn();
  const { chooseTenant } = useSession();
  const navigate = useNavigate();
  return (
    <Select
      className="tenant-picker"
      value={tenantId}
      onChange={(key) => {
        if (key === null || key === tenantId) return;
        chooseTenant(String(key));
        void navigate('/'); // a run page of one tenant does not exist in another
      }}
      placeholder="Choose a workspace"
    >
      <Label className="tenant-picker-label">Workspace</Label>
      <Button className="select-button">
        <SelectValue />
        <span aria-hidden="true" className="select-chevron">
          ▾
        </span>
      </Button>
      <Popover className="popover">
        <ListBox className="listbox" items={tenants ?? []}>
          {(tenant) => (
            <ListBoxItem id={tenant.id} className="listbox-item">
              {tenant.name}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
