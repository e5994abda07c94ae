// Preloaded into the server processes that tests start (server-process.ts): the IPC channel to
// the test process closes when that process dies, however it dies (a killed worker, a crash),
// and the server then stops as it would on SIGTERM instead of lingering on the database.
process.on('disconnect', () => process.kill(process.pid, 'SIGTERM'));
