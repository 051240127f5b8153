export const GATEWAY_NODE_ARGS: readonly string[];
