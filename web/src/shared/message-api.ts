import type { message } from 'antd';

/**
 * The message API a screen's `message.useMessage()` returns, for the components that show
 * messages through it. antd does not export this type from its public entry.
 */
export type MessageApi = ReturnType<typeof message.useMessage>[0];
