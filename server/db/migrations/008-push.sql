-- Web push (issue 13): the server's VAPID keys, the browsers' push subscriptions with their
-- tags, and every push sent to a user (get-user-pushes), with the time it was opened.

-- Server-wide secrets made on first use (the VAPID key pair: name 'vapid').
CREATE TABLE server_keys (
  name        text PRIMARY KEY,
  value       jsonb NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);

-- One row per browser subscription (its endpoint) on a brand. Tags say whom it reaches
-- (spec shell-data §4 Push tags): version 3 {user: md5(username)}, older {device, domain,
-- user_<domain>: idUser or 0}. A subscription of a signed-out device has no user tag.
CREATE TABLE push_subscriptions (
  id          serial PRIMARY KEY,
  client      text NOT NULL REFERENCES brands (client) ON DELETE CASCADE,
  endpoint    text NOT NULL,
  p256dh      text NOT NULL,
  auth        text NOT NULL,
  id_device   integer REFERENCES devices (id_device) ON DELETE SET NULL,
  id_user     integer REFERENCES users (id_user) ON DELETE SET NULL,
  tags        jsonb NOT NULL DEFAULT '{}'::jsonb,
  updated_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (client, endpoint)
);
CREATE INDEX push_subscriptions_client_idx ON push_subscriptions (client);

-- Every push sent to a user, as get-user-pushes lists it (spec §3 Push notification (stored)).
CREATE TABLE user_pushes (
  id                   serial PRIMARY KEY,
  client               text NOT NULL REFERENCES brands (client) ON DELETE CASCADE,
  id_user              integer NOT NULL REFERENCES users (id_user) ON DELETE CASCADE,
  name                 text NOT NULL,
  text                 text NOT NULL DEFAULT '',
  connected_entity     text,
  id_connected_entity  text,
  date                 timestamptz NOT NULL DEFAULT now(),
  opened_at            timestamptz,
  -- how many subscriptions the push service accepted it for
  delivered            integer NOT NULL DEFAULT 0,
  -- the demo seed's own key, so a restart never duplicates its pushes
  seed_key             text UNIQUE
);
CREATE INDEX user_pushes_user_idx ON user_pushes (client, id_user, date DESC, id DESC);
