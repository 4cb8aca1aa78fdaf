-- 044: the language a user chose (lib/i18n LOCALES), kept on the account so it follows them to another
-- device: a sign-in sets the browser's fm_lang cookie from it. NULL: never chosen (the browser's cookie
-- or Accept-Language decides).
ALTER TABLE users ADD COLUMN language text CHECK (language IN ('en', 'hi', 'mr', 'gu', 'pa', 'ta'));
