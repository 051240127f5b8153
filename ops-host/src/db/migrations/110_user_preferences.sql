-- What each admin user chose last on the admin screens: the packing facility and the menu the
-- screens open on next time, on any browser. One row per user, written as they choose; a
-- facility or menu that goes away leaves the choice open (the screens then use the user's first
-- facility and the menu being packed).
CREATE TABLE user_preferences (
  user_id             integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  packing_facility_id integer REFERENCES packing_facilities (id) ON DELETE SET NULL,
  menu_id             integer REFERENCES menus (id) ON DELETE SET NULL,
  updated_at          timestamptz NOT NULL DEFAULT now()
);
