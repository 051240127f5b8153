// How long each floor call may take before it counts as failed (the Apollo client's time-out link
// applies them by operation name). A gateway or a network that hangs answers nothing and refuses
// nothing: without a time-out a screen would wait for ever, look online, or show an answer long
// after it was asked for. The screen guides in docs/screens/ list the same values.

/** The requirements' 7 s: a box scan, and the zone's configuration. */
export const SCAN_TIMEOUT_MS = 7_000;

/** Well under the 30 s between heartbeats: a heartbeat that hangs shows offline before the next. */
export const HEARTBEAT_TIMEOUT_MS = 10_000;

/**
 * The kiosk's, the status wall's and the screens' other calls. The gateway gives up on the
 * operations host after 10 s (UPSTREAM_TIMEOUT_MS) and says so (UPSTREAM_TIMEOUT, or a print's
 * 'took too long'); with 2 s more, what this catches is a gateway, or a network, that hangs.
 */
export const FLOOR_CALL_TIMEOUT_MS = 12_000;

export const FLOOR_CALL_TIMEOUTS: Readonly<Record<string, number>> = {
  // Zone screen
  ZoneDisplayScanMutation: SCAN_TIMEOUT_MS,
  ZoneDisplayConfigurationQuery: SCAN_TIMEOUT_MS,
  ZoneDisplaySubmitInspectionMutation: FLOOR_CALL_TIMEOUT_MS,
  // Zone screen and printer kiosk
  FloorHeartbeatMutation: HEARTBEAT_TIMEOUT_MS,
  // Zone screen and status wall: the supervisor's code
  FloorCodeSignInMutation: FLOOR_CALL_TIMEOUT_MS,
  // Printer kiosk: sign-in and the line selector
  KioskSessionQuery: FLOOR_CALL_TIMEOUT_MS,
  KioskSignInMutation: FLOOR_CALL_TIMEOUT_MS,
  KioskSignOutMutation: FLOOR_CALL_TIMEOUT_MS,
  KioskLinesQuery: FLOOR_CALL_TIMEOUT_MS,
  KioskAssignPrinterMutation: FLOOR_CALL_TIMEOUT_MS,
  KioskConfirmPrinterMutation: FLOOR_CALL_TIMEOUT_MS,
  KioskUnassignPrinterMutation: FLOOR_CALL_TIMEOUT_MS,
  // Printer kiosk: the line screen
  KioskLineQuery: FLOOR_CALL_TIMEOUT_MS,
  KioskPrintLabelMutation: FLOOR_CALL_TIMEOUT_MS,
  KioskReprintLabelMutation: FLOOR_CALL_TIMEOUT_MS,
  KioskTrainingLabelMutation: FLOOR_CALL_TIMEOUT_MS,
  KioskPrinterStatusQuery: FLOOR_CALL_TIMEOUT_MS,
  KioskSetActiveGroupsMutation: FLOOR_CALL_TIMEOUT_MS,
  KioskVerifySupervisorCodeMutation: FLOOR_CALL_TIMEOUT_MS,
  KioskPauseReasonsQuery: FLOOR_CALL_TIMEOUT_MS,
  KioskPauseLineMutation: FLOOR_CALL_TIMEOUT_MS,
  KioskUnassignTailsMutation: FLOOR_CALL_TIMEOUT_MS,
  KioskUpdateFiltersMutation: FLOOR_CALL_TIMEOUT_MS,
  KioskLabelSearchQuery: FLOOR_CALL_TIMEOUT_MS,
  KioskRemainingPickablesQuery: FLOOR_CALL_TIMEOUT_MS,
  // Status wall
  StatusWallQuery: FLOOR_CALL_TIMEOUT_MS,
};
