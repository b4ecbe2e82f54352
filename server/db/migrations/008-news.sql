-- News (issue 13, accounts-loyalty §2 News, §3 News item, §7 GET news): per brand, newest first.
-- Title and content per language ({"ru": "…", "en": "…"}): the answer is in the request's
-- language (Accept-Language), falling back to Russian, the brands' default.

CREATE TABLE news (
  client      text NOT NULL REFERENCES brands (client) ON DELETE CASCADE,
  id_news     integer NOT NULL CHECK (id_news > 0),
  date        timestamptz NOT NULL,
  -- image id or path on the image service (/rest/image/…)
  icon        text NOT NULL DEFAULT '',
  title       jsonb NOT NULL,
  -- HTML; the app sanitises it before rendering
  content     jsonb NOT NULL DEFAULT '{}'::jsonb,
  active      boolean NOT NULL DEFAULT true,
  PRIMARY KEY (client, id_news)
);
CREATE INDEX news_list_idx ON news (client, date DESC, id_news DESC) WHERE active;
