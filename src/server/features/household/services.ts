import type { AuthServices } from '../auth';
import type { HouseholdEvents } from './events';

/** Auth's services, and household changes across every server process (LISTEN/NOTIFY). */
export interface HouseholdServices extends AuthServices {
  events: HouseholdEvents;
}
