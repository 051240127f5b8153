-- Exactly-once printing (README "Label printers"). A label record is written, and its box
-- marked printed, in a committed transaction BEFORE the label is sent; the send's outcome then
-- moves it on. What each state means for the paper:
--   sending    reserved; the host has not heard back (it may have been stopped mid-send). The
--              label may or may not be on paper: it is never sent again by itself, the operator
--              reprints it from the queue if it is missing.
--   uncertain  the printer took the job but did not confirm (the connection dropped or timed
--              out): the same as sending, told to the kiosk at once ("make sure the next print
--              is not a duplicate label").
--   printed    the printer confirmed it (its ~HS answer after the job).
-- A send that never reached the printer (no connection, a fault in its status) deletes the
-- reservation: the box is unprinted again and the next print takes it.
ALTER TABLE labels
  ADD COLUMN print_state text NOT NULL DEFAULT 'printed'
    CHECK (print_state IN ('sending', 'uncertain', 'printed'));
CREATE INDEX labels_unconfirmed ON labels (pack_line_id) WHERE print_state <> 'printed';
