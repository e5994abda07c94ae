// The public face of the household feature: what other features and the app may use.
export { type HouseholdCaller } from './caller';
export { purgeDeletedItemIds, refuseDeletedId } from './deleted-items';
export {
  deleteOneRestorable,
  deleteRestorable,
  restoreRows,
  restoreWithRoom,
  RESTORE_WINDOW_HOURS,
  type RestoreScope,
} from './restorable';
export {
  assertEaters,
  dietAt,
  householdRestrictions,
  householdTable,
  mealDiet,
  portionsAt,
  type HouseholdTable,
  type ServingsDefault,
} from './diet';
export { householdEatersRoutes } from './eaters.routes';
export { eventsRoutes } from './events.routes';
export { HouseholdEvents, publishChanges, publishHouseholdChange } from './events';
export { householdRoutes } from './household.routes';
export { deleteHouseholdRow, householdIdOf, withHousehold } from './household';
export { announceHandOver, handOverHousehold, type HandOver } from './membership';
export { householdPeopleRoutes } from './people.routes';
export { householdRestrictionsRoutes } from './restrictions.routes';
export { householdSettingsRoutes } from './settings.routes';
export { type HouseholdServices } from './services';
export { householdRouter } from './router';
