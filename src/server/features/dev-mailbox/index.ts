// The public face of the dev-mailbox feature: what other features and the app may use.
export { devMailboxApi, devMailboxPages } from './mailbox.routes';
