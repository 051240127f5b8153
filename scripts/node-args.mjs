// Node's options for the gateway's process, wherever it is started (npm start, the benchmarks;
// docs/production.md gives the same command line).
//
// A young generation of 64 MB semi-spaces rather than Node's 16 MB: executing an answer as large
// as the planner's (thousands of groups, a resolver call, an info and an arguments object per
// field) makes tens of megabytes of short-lived objects, and with the default the scavenger runs
// several times per read and copies the answer being built each time. A larger young generation
// lets most of it die before a collection; the gateway's resident memory grows by at most the
// added semi-spaces.
export const GATEWAY_NODE_ARGS = ['--max-semi-space-size=64'];
