import type { PlatformDeps } from '../../platform/context';
import type { Auth } from './auth';

/** What auth's routes and those of every feature above it receive: the platform and auth. */
export interface AuthServices extends PlatformDeps {
  auth: Auth;
}
