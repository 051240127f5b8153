/** A share (0 … 1) as the floor screens show it: a percentage with one decimal. */
const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

/** A zone's error rate, as the status wall shows it. */
export const errorRatePercent = (errorRate: number) => percent(errorRate);

/** The zone screen's Scan Rate: 1 − the zone's error rate, the same rate the wall shows. */
export const scanRate = (errorRate: number) => percent(1 - errorRate);
