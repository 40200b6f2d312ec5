-- What meal an extra is (breakfast, dinner), so an extra a plan already includes is not offered with that plan
-- (GET hotels/{code}/extras?hotel_plan_codes=…). The seed's breakfast add-on is a breakfast.
ALTER TABLE extras ADD COLUMN meal TEXT CHECK (meal IN ('breakfast', 'dinner'));
UPDATE extras SET meal = 'breakfast' WHERE code = 'breakfast';
