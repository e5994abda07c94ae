import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';

const HeaderActionsContext = createContext<ReactNode>(null);

/**
 * Puts controls (e.g. a sign-out button) in the header of the layouts rendered below, so a
 * route guard can offer them without the pages knowing about it.
 */
export function HeaderActions({ actions, children }: { actions: ReactNode; children: ReactNode }) {
  return <HeaderActionsContext value={actions}>{children}</HeaderActionsContext>;
}

export function useHeaderActions(): ReactNode {
  return useContext(HeaderActionsContext);
}
