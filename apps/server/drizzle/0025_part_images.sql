-- Several images per part (issue 42, decision 095): the pictures after the main `image`, in order;
-- a part had one until now, so none has more.
ALTER TABLE "parts" ADD COLUMN "more_images" text[] DEFAULT '{}'::text[] NOT NULL;