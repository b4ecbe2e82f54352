-- Catalog (catalog-and-ordering §3 Category, Product): categories with subcategories, products
-- with per-branch prices and stock, variations as attribute combinations of a parent product.

CREATE TABLE catalog_categories (
  client       text NOT NULL REFERENCES brands (client) ON DELETE CASCADE,
  id           integer NOT NULL,
  parent_id    integer,
  name         text NOT NULL,
  label        text,
  photo        text,
  description  text,
  -- [{type, icon, label}]
  badges       jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- Branches that list the category; null: every branch.
  branch_ids   jsonb,
  sort         integer NOT NULL DEFAULT 0,
  active       boolean NOT NULL DEFAULT true,
  PRIMARY KEY (client, id)
);
CREATE INDEX catalog_categories_parent_idx ON catalog_categories (client, parent_id);

CREATE TABLE catalog_products (
  client          text NOT NULL REFERENCES brands (client) ON DELETE CASCADE,
  id              integer NOT NULL,
  category_id     integer NOT NULL,
  -- A variation's parent (the product the category lists); null for plain products and parents.
  parent_id       integer,
  name            text NOT NULL,
  description     text,
  -- Base price; `prices` overrides it per branch: {"<idBranch>": price}.
  price           numeric(12, 2) NOT NULL DEFAULT 0,
  prices          jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- Stock per branch: {"<idBranch>": amount}; a branch not listed has no limit.
  amounts         jsonb NOT NULL DEFAULT '{}'::jsonb,
  label           text,
  -- [{type: isNew|isPopular|isSpicy|isVegan, icon, label}]
  badges          jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- image ids
  images          jsonb NOT NULL DEFAULT '[]'::jsonb,
  active          boolean NOT NULL DEFAULT true,
  deleted         boolean NOT NULL DEFAULT false,
  -- all | off | onlyPickup | onlyDelivery; null: allowed
  allow_basket    text,
  max_pay_bonus   integer NOT NULL DEFAULT 100,
  show_price      boolean NOT NULL DEFAULT true,
  -- [{group: composition|weight|size, items: [{label, value}]}]
  params          jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- A variation's own values: [{attributeId, attributeName, valueId, valueName}]
  attribute_values jsonb NOT NULL DEFAULT '[]'::jsonb,
  sort            integer NOT NULL DEFAULT 0,
  PRIMARY KEY (client, id)
);
CREATE INDEX catalog_products_category_idx ON catalog_products (client, category_id, sort, id);
CREATE INDEX catalog_products_parent_idx ON catalog_products (client, parent_id);
