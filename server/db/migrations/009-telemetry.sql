-- Telemetry (issue 15): the statistics events the app queues and sends one at a time
-- (shell-data §4 Statistics queue, §7 POST statistics), the error reports its Sentry-protocol
-- SDK posts to the demo ingest route (/api/{project}/envelope/), and session-recording batches.

-- One row per statistics event, as sent: {action, id, date}. `id_device`/`id_user` are the
-- sender's session, when it has one.
CREATE TABLE statistics_events (
  id          serial PRIMARY KEY,
  client      text NOT NULL REFERENCES brands (client) ON DELETE CASCADE,
  action      text NOT NULL,
  entity_id   text,
  date        timestamptz NOT NULL,
  id_device   integer REFERENCES devices (id_device) ON DELETE SET NULL,
  id_user     integer REFERENCES users (id_user) ON DELETE SET NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX statistics_events_client_idx ON statistics_events (client, id);

-- One row per error event of an envelope: the project of the dsn, the brand whose dsn it is,
-- the event's id, level, message, tags and the whole event (bounded by the body limit).
CREATE TABLE error_events (
  id          serial PRIMARY KEY,
  project     integer NOT NULL,
  client      text REFERENCES brands (client) ON DELETE CASCADE,
  event_id    text NOT NULL,
  level       text,
  message     text,
  tags        jsonb NOT NULL DEFAULT '{}'::jsonb,
  payload     jsonb NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (project, event_id)
);

-- Session recording: each batch of rrweb events the app sends, in order per recording session.
CREATE TABLE session_recordings (
  id          serial PRIMARY KEY,
  client      text NOT NULL REFERENCES brands (client) ON DELETE CASCADE,
  session     text NOT NULL,
  seq         integer NOT NULL,
  id_device   integer REFERENCES devices (id_device) ON DELETE SET NULL,
  events      jsonb NOT NULL,
  event_count integer NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (client, session, seq)
);
