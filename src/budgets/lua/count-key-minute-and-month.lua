-- Counts the requests of one API key, in the order they came, in its minute and its calendar month.
-- KEYS[1]: the key's minute on one scope ({prefix}rl:<api|mcp>:key:{<id>}), a window of ARGV[1] ms from its first
--          request;
-- KEYS[2]: the key's month ({prefix}usage:{<id>}:<YYYY-MM>), kept ARGV[5] s.
-- (Both carry the id's hash tag: one Cluster slot.)
-- ARGV[2]: the minute's limit; ARGV[3]: the month's quota (-1 = none); ARGV[4]: requests served while Redis was
-- unreachable, added to the month with the first request; ARGV[6..]: each request's cost.
-- A request over the minute or the quota is refused and taken back from the month (the month counts requests
-- served); one costing more than one point is taken back from the minute too.
-- Returns the minute's milliseconds left, then for each request the minute's count, the month's count, 1 when it
-- was limited by the minute and 1 when the quota was exhausted.
local limit, quota, owed = tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4])
local out = {}
for i = 6, #ARGV do
  local cost = tonumber(ARGV[i])
  local minute = redis.call('INCRBY', KEYS[1], cost)
  if i == 6 then
    out[1] = redis.call('PTTL', KEYS[1])
    if out[1] < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) out[1] = tonumber(ARGV[1]) end
  end
  local limited = minute > limit
  if limited and cost > 1 then minute = redis.call('DECRBY', KEYS[1], cost) end
  local month = redis.call('INCRBY', KEYS[2], cost + owed)
  owed = 0
  if i == 6 and redis.call('TTL', KEYS[2]) < 0 then redis.call('EXPIRE', KEYS[2], ARGV[5]) end
  local exhausted = quota >= 0 and month > quota
  if limited or exhausted then month = redis.call('DECRBY', KEYS[2], cost) end
  out[#out + 1] = minute
  out[#out + 1] = month
  out[#out + 1] = limited and 1 or 0
  out[#out + 1] = exhausted and 1 or 0
end
return out
