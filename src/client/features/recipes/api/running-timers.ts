// The recipes feature's face for the dashboard's frame: « Minuteurs en cours » alone, so that
// every dashboard page does not load the recipe view with it (decision 0028, the first load).
export { RunningTimers } from '../components/running-timers';
