/**
 * When an antd Tooltip on a control shows: on hover, and on keyboard focus too (antd's default is
 * hover alone), so a person using the keyboard reads the same tip.
 */
export const HOVER_OR_FOCUS: ('hover' | 'focus')[] = ['hover', 'focus'];
