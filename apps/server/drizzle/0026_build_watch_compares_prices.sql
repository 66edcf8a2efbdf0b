-- A watched build compares its totals over the parts sold both when watched and today, from the
-- prices kept per part (decision 096): the total kept when set counted a part that left the shop as a drop.
ALTER TABLE "build_price_watches" DROP COLUMN "total_when_set_cents";
