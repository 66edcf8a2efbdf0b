-- wrk's script for bench/wrk.mjs: each request takes a random path from the file named by the
-- first argument, if any; at the end one line of JSON with the figures the bench reads.
-- Without paths wrk sends its one request as it would without a script: a request() function
-- of ours would be called for every request, and wrk would spend more of the machine's CPU.
function init(args)
  if args[1] then
    local paths = {}
    for line in io.lines(args[1]) do paths[#paths + 1] = line end
    request = function() return wrk.format(nil, paths[math.random(#paths)]) end
  end
end

function done(summary, latency)
  local e = summary.errors
  io.write(string.format(
    '\n{"requests":%d,"durationUs":%d,"errors":{"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d},"latencyUs":{"p50":%d,"p99":%d,"max":%d}}\n',
    summary.requests, summary.duration, e.connect, e.read, e.write, e.status, e.timeout,
    latency:percentile(50), latency:percentile(99), latency.max))
end
