-- Offer lines carry their working time (minutes per unit); lines saved before have none.
UPDATE "offer" SET "lines" = (
  SELECT coalesce(jsonb_agg(
    CASE WHEN l ? 'minutesPerUnit' THEN l ELSE l || '{"minutesPerUnit": 0}'::jsonb END
    ORDER BY ord
  ), '[]'::jsonb)
  FROM jsonb_array_elements("lines") WITH ORDINALITY AS t(l, ord)
);
