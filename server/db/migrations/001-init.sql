-- Brands (clients), their branches and info pages; devices, users and auth tokens.

CREATE TABLE brands (
  client      text PRIMARY KEY,
  name        text NOT NULL,
  -- App settings as the app receives them (settings.modules, slots, tabbar, menu, colours…).
  settings    jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- Per-brand overrides sent as `custom` in app data.
  custom      jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE branches (
  client        text NOT NULL REFERENCES brands (client) ON DELETE CASCADE,
  id_branch     integer NOT NULL,
  name          text NOT NULL,
  address       text,
  description   text,
  lat           double precision,
  lng           double precision,
  contact_phone text,
  start_time    text,
  end_time      text,
  -- [1..7], Monday first
  days          jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- [{day, startTime, endTime}]
  working_time  jsonb NOT NULL DEFAULT '[]'::jsonb,
  is_pickpoint  boolean NOT NULL DEFAULT false,
  -- Fields later modules add to a branch (delivery shape, review links…), merged into the answer.
  extra         jsonb NOT NULL DEFAULT '{}'::jsonb,
  sort          integer NOT NULL DEFAULT 0,
  active        boolean NOT NULL DEFAULT true,
  PRIMARY KEY (client, id_branch)
);

CREATE TABLE pages (
  client      text NOT NULL REFERENCES brands (client) ON DELETE CASCADE,
  id_content  integer NOT NULL,
  title       text NOT NULL,
  content     text NOT NULL DEFAULT '',
  sort        integer NOT NULL DEFAULT 0,
  PRIMARY KEY (client, id_content)
);

CREATE TABLE users (
  id_user       serial PRIMARY KEY,
  client        text NOT NULL REFERENCES brands (client) ON DELETE CASCADE,
  -- the phone, digits only
  username      text NOT NULL,
  display_name  text,
  bonus         integer NOT NULL DEFAULT 0,
  -- profile fields later issues add before they earn a column
  data          jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (client, username)
);

CREATE TABLE devices (
  id_device     serial PRIMARY KEY,
  client        text NOT NULL REFERENCES brands (client) ON DELETE CASCADE,
  -- the install's uuid
  key           text NOT NULL,
  os            text,
  name          text,
  model         text,
  version       text,
  pwa           boolean NOT NULL DEFAULT false,
  push_token    text,
  created_at    timestamptz NOT NULL DEFAULT now(),
  last_seen_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (client, key)
);

-- Bearer tokens: only a SHA-256 of the token is stored; a token belongs to one device and,
-- once the person signs in, to one user. Revoked tokens are kept for audit.
CREATE TABLE tokens (
  token_hash   text PRIMARY KEY,
  client       text NOT NULL REFERENCES brands (client) ON DELETE CASCADE,
  id_device    integer NOT NULL REFERENCES devices (id_device) ON DELETE CASCADE,
  id_user      integer REFERENCES users (id_user) ON DELETE SET NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz NOT NULL DEFAULT now(),
  revoked_at   timestamptz
);
CREATE INDEX tokens_device_idx ON tokens (id_device);
CREATE INDEX tokens_user_idx ON tokens (id_user);
