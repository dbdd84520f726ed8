import { pathToFileURL } from "node:url";

// One local function's process, as a Lambda container is one function's: it loads the function's
// bundle (argv[2], its handler exported as argv[3]) once, answers the invocations its parent
// (function-processes.ts) sends over IPC, and ends with its parent. Plain JavaScript, so the
// process is Node and the bundle alone, as on Lambda.

const [modulePath, exported] = process.argv.slice(2);
if (!modulePath || !exported || !process.send) {
  throw new Error("usage: a child process given the bundle and its handler's export name");
}
const send = process.send.bind(process);

process.on("disconnect", () => process.exit(1));

const handler = (await import(pathToFileURL(modulePath).href))[exported];
if (typeof handler !== "function") throw new Error(`${modulePath} exports no ${exported}`);

process.on("message", (message) => {
  const started = Date.now();
  const context = {
    functionName: message.functionName,
    awsRequestId: `local-${process.pid}-${message.id}`,
    getRemainingTimeInMillis: () => message.timeoutMs - (Date.now() - started),
  };
  handler(message.event, context).then(
    (result) => send({ id: message.id, result: result ?? null }),
    (error) => send({ id: message.id, error: error?.stack ?? String(error) }),
  );
});
send({ ready: true });
