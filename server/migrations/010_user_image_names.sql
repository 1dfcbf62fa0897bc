-- Issue 33: a profile picture was served at /user-image/<user id>, so anyone could walk the
-- sequential ids, and it kept the uploaded file's metadata (EXIF, GPS). Each picture now has a
-- random name, the one way to it: the old URLs stop working. Pictures stored before this keep
-- metadata_stripped false until the server re-encodes them, the first time one is served.
ALTER TABLE user_images ADD COLUMN name text;
UPDATE user_images SET name = replace(gen_random_uuid()::text, '-', '');
ALTER TABLE user_images ALTER COLUMN name SET NOT NULL;
ALTER TABLE user_images ADD CONSTRAINT user_images_name_key UNIQUE (name);
ALTER TABLE user_images ADD COLUMN metadata_stripped boolean NOT NULL DEFAULT false;

UPDATE users SET image = '/api/v1/user-image/' || i.name || '?v=' ||
       floor(extract(epoch FROM i.updated_at) * 1000)::bigint
  FROM user_images i
 WHERE i.user_id = users.id;
