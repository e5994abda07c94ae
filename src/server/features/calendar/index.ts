// The public face of the calendar feature: what other features and the app may use.
export { calendarRoutes } from './calendar.routes';
