"""Independent oracle for Meridian's zone math: Python's zoneinfo reading the same TZif files.

Input (stdin): {"zones": {"Area/City": [unix_seconds, ...], ...}}; PYTHONTZPATH points at the files.
Output (stdout): {"Area/City": [[utc_offset_seconds, civil_dst], ...], ...}

civil_dst is summer time in the civil sense: dst() > 0; or dst() == 0 while the period just before
or just after is "daylight" with a negative saving (Dublin's IST between GMT periods flagged DST).
"""
import bisect
import json
import sys
from datetime import datetime, timedelta, timezone
from zoneinfo import ZoneInfo
from zoneinfo._zoneinfo import ZoneInfo as PyZoneInfo  # pure-Python twin: exposes the transitions

ZERO = timedelta(0)


def dst_at(zone, t):
    return datetime.fromtimestamp(t, tz=zone).dst() or ZERO


def civil(zone, trans, t):
    d = dst_at(zone, t)
    if d > ZERO:
        return True
    if d < ZERO:
        return False
    if trans and trans[0] <= t <= trans[-1]:
        i = bisect.bisect_right(trans, t) - 1
        around = [trans[i] - 1] + ([trans[i + 1]] if i + 1 < len(trans) else [])
    elif trans and t < trans[0]:
        around = [trans[0]]
    else:
        # After the last transition the footer rule alone decides, and it repeats yearly: look
        # across a year of it (never back into the explicit transitions).
        last = trans[-1] if trans else float("-inf")
        around = [a for a in (t + k * 30 * 86400 for k in range(-12, 13) if k) if a > last]
    return any(dst_at(zone, a) < ZERO for a in around)


def main():
    req = json.load(sys.stdin)
    out = {}
    for name, instants in req["zones"].items():
        zone = ZoneInfo(name)
        trans = PyZoneInfo.no_cache(name)._trans_utc
        rows = []
        for t in instants:
            off = datetime.fromtimestamp(t, tz=zone).utcoffset()
            rows.append([int(off.total_seconds()), civil(zone, trans, t)])
        out[name] = rows
    json.dump(out, sys.stdout)


main()
