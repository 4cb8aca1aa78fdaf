-- 002 seed data: the one admin account. It has no password: nobody can sign in
-- as admin until the first password is chosen through /setup.
INSERT INTO users (username, name, role, password_hash)
VALUES ('admin', 'Administrator', 'admin', NULL);
