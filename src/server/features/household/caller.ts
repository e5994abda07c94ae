/** Who writes, and for which household (always taken from the session, never from a body). */
export interface HouseholdCaller {
  userId: string;
  householdId: string;
}
