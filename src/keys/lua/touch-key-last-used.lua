-- Records a key's use: sets last_used only when the stored one is older than ARGV[3] ms, so that every replica
-- together writes it at most once a minute.
-- KEYS[1]: the key's record ({prefix}{apikeys}:key:<sha256>), left alone when it does not exist.
-- ARGV[1]: now (ms); ARGV[2]: now (RFC 3339); ARGV[3]: the least time between two writes (ms).
-- Returns 1 when it wrote, 0 when not.
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
local last = tonumber(redis.call('HGET', KEYS[1], 'last_used_ms') or '0')
if tonumber(ARGV[1]) - last < tonumber(ARGV[3]) then return 0 end
redis.call('HSET', KEYS[1], 'last_used', ARGV[2], 'last_used_ms', ARGV[1])
return 1
