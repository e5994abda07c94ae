// The public face of the auth feature: what other features and the app may use.
export { loadAccess, requireSubscriber } from './access';
export { authRoutes } from './auth.routes';
export { createAuth } from './auth';
export { meRoutes } from './me.routes';
export { verifyCurrentPassword } from './password';
export { resolveAuthSecret } from './secret';
export { announceSessionsEnded, SESSIONS_ENDED_CHANNEL } from './sessions-ended';
export { type AuthServices } from './services';
export { requireUser, signedSessionToken } from './session';
export { sessionHint } from './session-hint';
export { subscriberRouter, userRouter } from './routers';
