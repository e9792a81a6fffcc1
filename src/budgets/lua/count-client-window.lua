-- Counts the requests of one client, in the order they came, in its fixed window (the window starts with the
-- client's first request and lasts ARGV[1] s; the counter is the one rate-limiter-flexible keeps: an integer).
-- KEYS[1]: the client's counter ({prefix}rl:<budget>:<client>).
-- ARGV[1]: the window in seconds; ARGV[2]: the limit; ARGV[3..]: each request's cost.
-- A request that takes the count past the limit is refused; one costing more than one point is given back.
-- Returns the window's milliseconds left, then for each request the count after it and 1 when it was refused.
local window, limit = tonumber(ARGV[1]), tonumber(ARGV[2])
redis.call('SET', KEYS[1], 0, 'EX', window, 'NX')
local out = {0}
for i = 3, #ARGV do
  local cost = tonumber(ARGV[i])
  local used = redis.call('INCRBY', KEYS[1], cost)
  local refused = used > limit
  if refused and cost > 1 then used = redis.call('DECRBY', KEYS[1], cost) end
  out[#out + 1] = used
  out[#out + 1] = refused and 1 or 0
end
out[1] = redis.call('PTTL', KEYS[1])
if out[1] < 0 then
  redis.call('EXPIRE', KEYS[1], window)
  out[1] = window * 1000
end
return out
