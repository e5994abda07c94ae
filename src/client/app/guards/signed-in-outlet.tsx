import { Outlet } from 'react-router';
import { HeaderActions } from '../../components/header-actions';
import { SignOutButton } from '../../features/auth/components/sign-out-button';

/** The page behind a gate, with the sign-out control in its header. */
export function SignedInOutlet() {
  return (
    <HeaderActions actions={<SignOutButton />}>
      <Outlet />
    </HeaderActions>
  );
}
