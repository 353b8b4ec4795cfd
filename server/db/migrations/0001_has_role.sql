-- has_role(user_id, role): the role check of spec §6, usable from SQL and from the server.
CREATE OR REPLACE FUNCTION has_role(_user_id text, _role text)
RETURNS boolean
LANGUAGE sql
STABLE
AS $$
  SELECT EXISTS (SELECT 1 FROM user_roles WHERE user_id = _user_id AND role = _role)
$$;
