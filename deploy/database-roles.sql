-- The shop's database and its two roles, made once by PostgreSQL's superuser (deploy/README.md, Steps):
--
--   sudo -u postgres psql -v ON_ERROR_STOP=1 -v owner_password="$OWNER_PASSWORD" -v app_password="$APP_PASSWORD" < deploy/database-roles.sql
--
-- canvas_shop owns the database and its tables: the shop runs the migrations as it (DATABASE_OWNER_URL),
-- and so do `npm run backup` and `npm run restore`. After each migration run it grants canvas_shop_app
-- what the shop needs, so tables added by later migrations are granted too: the rows of every table, but
-- of the audit trail (admin_audit) only reading and adding them.
-- canvas_shop_app is what the shop serves requests as (DATABASE_URL): no superuser, no CREATEROLE or
-- CREATEDB, and owner of no table, so nothing it runs can switch the audit trail's append-only trigger
-- off. It owns only the job queue's schema (pgboss), which pg-boss changes as it runs.
-- canvas_shop is a member of canvas_shop_app, so it can hand it that schema and back it up.

create role canvas_shop login password :'owner_password';
create role canvas_shop_app login password :'app_password';
grant canvas_shop_app to canvas_shop;
create database canvas_shop owner canvas_shop;
