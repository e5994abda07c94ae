// The public face of the dev-jobs feature: what other features and the app may use.
export { devJobsApi } from './jobs.routes';
