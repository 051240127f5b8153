-- Tracking numbers assigned by label generation come from one sequence. A value taken by a batch
-- that was rolled back (or by a process killed mid-batch) is never handed out again, and
-- shipments.tracking_number is UNIQUE, so no tracking number can go to two boxes, whatever
-- happens to a run.
CREATE SEQUENCE tracking_number_seq;

-- An interrupted run is found again by its status; the schedule resumes it.
CREATE INDEX label_generation_runs_in_progress ON label_generation_runs (status)
  WHERE status = 'In Progress';
