// Kept apart from week-plan.ts (and its zod schemas) so that a screen reading a meal's moment,
// such as the home page, does not load zod with it (decision 0028, the app's first load).

/** The moments of the day a week can be planned for, with the time the meals are planned at. */
export const WEEK_PLAN_MOMENTS = [
  { id: 'lunch', time: '12:00' },
  { id: 'dinner', time: '19:00' },
] as const;
export type WeekPlanMoment = (typeof WEEK_PLAN_MOMENTS)[number]['id'];

/** Which moment a planned meal's time belongs to: before 16:00 it is lunch, then dinner. */
export const momentOf = (time: string): WeekPlanMoment => (time < '16:00' ? 'lunch' : 'dinner');
