-- Issue 21, DESIGN 11: the bid log hashes the carrier's pseudonym in the auction (`bidder`: 1 for the first carrier
-- that bid, 2 for the next new one…) instead of its company id. Every stored chain is rebuilt once here, in bid order,
-- with the same text the server hashes (JSON.stringify({ seq, bidId, bidder, summ, createdOn, prevHash })), and the
-- rebuild is written into each auction's history. A chain that no longer verifies under the old text is left as it
-- is (rebuilding it would hide the break) and its history says so.
DO $$
DECLARE
  auction record;
  bid record;
  summ_text text;
  created_text text;
  old_prev varchar(64);
  new_prev varchar(64);
  new_hashes varchar(64)[];
  bid_ids integer[];
  broken_seq integer;
  bidders integer[];
  bidder integer;
  idx integer;
BEGIN
  FOR auction IN SELECT DISTINCT auction_id AS id FROM auction_bids ORDER BY auction_id LOOP
    broken_seq := NULL;
    old_prev := repeat('0', 64);
    new_prev := repeat('0', 64);
    new_hashes := ARRAY[]::varchar(64)[];
    bid_ids := ARRAY[]::integer[];
    bidders := ARRAY[]::integer[];
    idx := 0;
    FOR bid IN SELECT * FROM auction_bids WHERE auction_id = auction.id ORDER BY seq LOOP
      idx := idx + 1;
      -- The values exactly as the log answers them: summ as a JS number of roubles, createdOn as toISOString().
      summ_text := CASE WHEN bid.summ_kopecks % 100 = 0 THEN (bid.summ_kopecks / 100)::text
                        ELSE rtrim((bid.summ_kopecks::numeric / 100)::text, '0') END;
      created_text := to_char(bid.created_on AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"');
      IF bid.seq <> idx OR bid.prev_hash <> old_prev OR bid.hash <> encode(sha256(convert_to(
        '{"seq":' || bid.seq || ',"bidId":' || bid.id || ',"contractorId":' || bid.contractor_id || ',"summ":'
          || summ_text || ',"createdOn":"' || created_text || '","prevHash":"' || bid.prev_hash || '"}',
        'UTF8')), 'hex') THEN
        broken_seq := bid.seq;
        EXIT;
      END IF;
      old_prev := bid.hash;
      bidder := array_position(bidders, bid.contractor_id);
      IF bidder IS NULL THEN
        bidders := bidders || bid.contractor_id;
        bidder := cardinality(bidders);
      END IF;
      bid_ids := bid_ids || bid.id;
      new_hashes := new_hashes || encode(sha256(convert_to(
        '{"seq":' || bid.seq || ',"bidId":' || bid.id || ',"bidder":' || bidder || ',"summ":' || summ_text
          || ',"createdOn":"' || created_text || '","prevHash":"' || new_prev || '"}',
        'UTF8')), 'hex')::varchar(64);
      new_prev := new_hashes[idx];
    END LOOP;

    IF broken_seq IS NOT NULL THEN
      INSERT INTO audit_log (actor_user_id, entity, entity_id, action, comment, details)
      VALUES (NULL, 'auction', auction.id::text, 'bid-log-not-rebuilt',
        'Журнал ставок не пересчитан под псевдонимы: цепочка нарушена', jsonb_build_object('brokenSeq', broken_seq));
      CONTINUE;
    END IF;

    FOR idx IN 1 .. cardinality(bid_ids) LOOP
      UPDATE auction_bids
      SET prev_hash = CASE WHEN idx = 1 THEN repeat('0', 64) ELSE new_hashes[idx - 1] END,
          hash = new_hashes[idx]
      WHERE id = bid_ids[idx];
    END LOOP;
    UPDATE auctions SET last_bid_hash = new_prev WHERE id = auction.id;
    INSERT INTO audit_log (actor_user_id, entity, entity_id, action, comment, details)
    VALUES (NULL, 'auction', auction.id::text, 'bid-log-rebuilt',
      'Журнал ставок пересчитан: участники названы псевдонимами',
      jsonb_build_object('bids', cardinality(bid_ids), 'bidders', cardinality(bidders), 'lastHash', new_prev));
  END LOOP;
END $$;
