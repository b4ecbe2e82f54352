-- Actions (promotions, issue 13): each brand's actions with their texts per language, linked
-- products and an optional bonus activated on the action's page; and the activations, one per
-- user and action (the primary key keeps it once, concurrent requests included).

CREATE TABLE actions (
  client           text NOT NULL REFERENCES brands (client) ON DELETE CASCADE,
  id_action        integer NOT NULL,
  -- {ru, en}: the request's language, else ru
  title            jsonb NOT NULL,
  -- {ru, en}: HTML, sanitised by the app
  content          jsonb NOT NULL DEFAULT '{}'::jsonb,
  icon             text,
  date_start       date,
  date_end         date,
  product_ids      jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- the bonus: its amount in points (none: no bonus)
  bonus_amount     numeric(12, 2) CHECK (bonus_amount IS NULL OR bonus_amount > 0),
  -- the bonus is activated by a button on the action's page
  bonus_on_page    boolean NOT NULL DEFAULT false,
  sort             integer NOT NULL DEFAULT 0,
  active           boolean NOT NULL DEFAULT true,
  PRIMARY KEY (client, id_action)
);
CREATE INDEX actions_list_idx ON actions (client, sort, id_action) WHERE active;

CREATE TABLE action_bonus_activations (
  client        text NOT NULL,
  id_action     integer NOT NULL,
  id_user       integer NOT NULL REFERENCES users (id_user) ON DELETE CASCADE,
  id_operation  integer REFERENCES loyalty_operations (id) ON DELETE SET NULL,
  amount        numeric(12, 2) NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (client, id_action, id_user),
  FOREIGN KEY (client, id_action) REFERENCES actions (client, id_action) ON DELETE CASCADE
);
