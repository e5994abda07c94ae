// The public face of the assistant feature: what other features and the app may use.
export { assistantRoutes } from './assistant.routes';
export { embeddedReply } from './embedded-reply';
