import { Button } from 'react-aria-components';
import { NavLink, Outlet } from 'react-router';
import { LiveProvider, useLiveStatus } from '../live/live';
import { useSession, useSignedIn } from '../session/session';
import { administers } from '../settings/access';
import { ChooseTenant } from './choose-tenant';
import { TenantPicker } from './tenant-picker';

const LIVE_LABELS = { connecting: 'Connecting…', live: 'Live', offline: 'Reconnecting…' } as const;

function LiveIndicator() {
  const status = useLiveStatus();
  return (
    <span className={`live live-${status}`} title="Whether the inbox updates as runs change">
      <span className="live-dot" aria-hidden="true" />
      <span className="live-label">{LIVE_LABELS[status]}</span>
    </span>
  );
}

/** Top bar (workspace, live status, account), left navigation, and the page. */
export function Shell() {
  const { email, tenants, tenantId, can } = useSignedIn();
  const { signOut } = useSession();
  return (
    <LiveProvider>
      <div className="app">
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <header className="topbar">
          <span className="brand">
            <span className="brand-mark" aria-hidden="true" />
            Recruiter console
          </span>
          <div className="topbar-tools">
            {tenantId && <LiveIndicator />}
            {tenants && <TenantPicker />}
            <span className="account" title={email}>
              {email}
            </span>
            <Button className="button button-quiet" onPress={() => signOut()}>
              Sign out
            </Button>
          </div>
        </header>
        <nav className="sidenav" aria-label="Main">
          <ul>
            <li>
              <NavLink to="/" end className="nav-link">
                Inbox
              </NavLink>
            </li>
            <li>
              <NavLink to="/runs" className="nav-link">
                Runs
              </NavLink>
            </li>
            <li>
              <NavLink to="/rankings" className="nav-link">
                Rankings
              </NavLink>
            </li>
            {administers(can) && (
              <li>
                <NavLink to="/settings" className="nav-link">
                  Settings
                </NavLink>
              </li>
            )}
          </ul>
        </nav>
        <main id="main" className="main" tabIndex={-1}>
          {tenantId ? <Outlet key={tenantId} /> : <ChooseTenant />}
        </main>
      </div>
    </LiveProvider>
  );
}
