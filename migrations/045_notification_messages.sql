-- 045: a notification is stored as a message of the catalogue (lib/i18n) and its parameters, so it is read in
-- the READER's language when shown (page, JSON, live event), not in the language of whoever caused it.
-- message_key: the title's message (e.g. 'notify.bid.placed'); body_key: the body's, when the body is not text a
-- user typed; params: the values both interpolate (codes and paise, formatted at display: see
-- src/lib/stored-message.ts). title and body stay filled with the English text: old rows (whose keys are NULL)
-- and any reader of the columns keep working.
ALTER TABLE notifications
  ADD COLUMN message_key text CHECK (length(message_key) <= 100),
  ADD COLUMN body_key text CHECK (length(body_key) <= 100),
  ADD COLUMN params jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(params) = 'object');
