-- Feedback (issue 14; shell-data §3 Feedback record, §7 POST feedback, GET get-feedback): a
-- customer's rating of a visit (quality = stars x 2, 2…10) with an optional comment, for a
-- branch (0 = none), optionally tied to the bonus operation it rates; the operator's answer.

CREATE TABLE feedback (
  id_feedback   serial PRIMARY KEY,
  client        text NOT NULL REFERENCES brands (client) ON DELETE CASCADE,
  id_user       integer NOT NULL REFERENCES users (id_user) ON DELETE CASCADE,
  -- 0 when the brand has no branch to choose
  id_branch     integer NOT NULL DEFAULT 0 CHECK (id_branch >= 0),
  date          timestamptz NOT NULL DEFAULT now(),
  quality       smallint NOT NULL CHECK (quality BETWEEN 2 AND 10),
  content       text NOT NULL DEFAULT '',
  -- the operator's reply; null until answered
  answer        text,
  answered_at   timestamptz,
  -- the operation (bonus entity) this feedback rates
  id_operation  integer REFERENCES loyalty_operations (id) ON DELETE SET NULL,
  -- random; lets the wallet frontend's feedback page (external share) find this feedback
  auth_token    text NOT NULL,
  -- demo seed rows carry a key, so the seed stays idempotent
  seed_key      text
);
CREATE INDEX feedback_user_idx ON feedback (client, id_user, date DESC, id_feedback DESC);
CREATE UNIQUE INDEX feedback_seed_idx ON feedback (client, seed_key) WHERE seed_key IS NOT NULL;
-- one feedback per operation
CREATE UNIQUE INDEX feedback_operation_idx ON feedback (id_operation) WHERE id_operation IS NOT NULL;
