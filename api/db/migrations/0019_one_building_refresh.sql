-- One function rebuilds one apartment after a change to its rooms: refresh_building (0017) sets
-- the apartment's price range and free-room count from its rooms and rewrites its page document;
-- refresh_building_detail (0015) rewrote the document only, so the booking's stock moves had to
-- set the free-room count beside it. Both callers now use refresh_building.
DROP FUNCTION IF EXISTS refresh_building_detail(integer);
