// Preloaded into serverless-offline's processes (NODE_OPTIONS): they run in a process group of
// their own, so a stack killed outright (a crash, SIGKILL) would leave them serving; each one
// checks every second that the stack's process (LOCAL_STACK_PID) is alive and ends with it.
const stackPid = Number(process.env.LOCAL_STACK_PID);
if (stackPid > 0) {
  setInterval(() => {
    try {
      process.kill(stackPid, 0);
    } catch {
      process.exit(1);
    }
  }, 1000).unref();
}
