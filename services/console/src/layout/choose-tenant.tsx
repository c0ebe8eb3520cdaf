import { Button } from 'react-aria-components';
import { PageHeading } from '../ui/page-heading';
import { useSession, useSignedIn } from '../session/session';

/** A platform user with several customer tenants starts by choosing the one to work in. */
export function ChooseTenant() {
  const { tenants } = useSignedIn();
  const { chooseTenant } = useSession();
  return (
    <>
      <PageHeading title="Choose a workspace" />
      {tenants?.length ? (
        <>
          <p className="lede">Your account works for several customers. Choose whose runs to review.</p>
          <ul className="choice-list">
            {tenants.map((tenant) => (
              <li key={tenant.id}>
                <Button className="choice" onPress={() => chooseTenant(tenant.id)}>
                  {tenant.name}
                </Button>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="lede">Your platform has no customer workspace yet. An administrator creates them.</p>
      )}
    </>
  );
}
