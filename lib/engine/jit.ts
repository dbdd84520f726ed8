import { setFlagsFromString } from "node:v8";

/**
 * V8 compiles a function with its optimising compiler after a number of invocations (3,000 by
 * default in Node 22). The engine's large, branchy functions reach that early in an analysis,
 * before their type feedback covers the shapes a whole analysis meets, and are then deoptimised
 * and compiled again: on one `standard` pass over 100,000 lines of Python, the compiler threads
 * used about as much CPU time as the analysis. Waiting for more invocations compiles fewer
 * functions, on fuller feedback. Measured on that pass (`npm run bench:engine`'s Bandit corpus),
 * CPU time fell from 3.6 s to 2.8 s and the time taken from 2.25 s to 1.95 s; a second pass in the
 * same process, fully warm, takes about 4% longer than with the default. Analyses mostly run in
 * fresh processes (a CLI run, a worker started for a job), so the engine sets it when it is loaded.
 * It changes when code is compiled, never what it computes.
 */
setFlagsFromString("--invocation-count-for-turbofan=10000");
