-- A push written in more than one language (admin/push with `{ru, en}` texts): its title and text
-- per language, `{"title": {"ru": …, "en": …}, "text": {"ru": …, "en": …}}`. get-user-pushes
-- answers them in the request's language (server/texts.ts resolves text objects); `name` and
-- `text` keep the Russian, which the web push payload carries. NULL: a push in one language.
ALTER TABLE user_pushes ADD COLUMN texts jsonb;
