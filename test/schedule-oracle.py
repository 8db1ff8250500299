"""Independent oracle for the schedule tool's RRULE expansion: python-dateutil's rrule expands the
same rule on FLOATING wall times, and Python's zoneinfo (reading the same TZif bytes, via
PYTHONTZPATH) places each one, as RFC 5545 says: a wall time a DST gap skips is not part of the set
and not counted (dst "skip"), or is read with the offset before the gap (dst "shift", zoneinfo's
fold=0); a repeated wall time is the first (fold=0).

Input (stdin): {"cases": [{"zone", "dtstart": "YYYYMMDDTHHMMSS" or null, "rule", "count", "policy", "n", "bound", "from"?}]},
where "rule" has no COUNT (COUNT is applied here, to the instances that exist, from DTSTART on).
"from" (Unix seconds, optional) is where the listing starts: instances before it are counted by
COUNT but not listed, one exactly at it is listed. A null "dtstart" (a rule given without one) is
00:00 of the local day of "from" in the zone, the start the schedule tool says it assumes; with an
INTERVAL over 1 and a FREQ of days or longer, 00:00 of the day of the rule's first instance from
there, stepping by 1 ("every other Tuesday" counts from the coming Tuesday).
Output (stdout): a JSON list, per case, of the first n instants from "from" on (Unix seconds).
"""
import json
import sys
from datetime import datetime, timezone
from zoneinfo import ZoneInfo

from dateutil.rrule import rrulestr

UTC = timezone.utc


def place(naive, zone, policy):
    aware = naive.replace(tzinfo=zone, fold=0)
    back = aware.astimezone(UTC).astimezone(zone).replace(tzinfo=None)
    if back != naive and policy == "skip":
        return None  # in a gap: not part of the set
    return int(aware.astimezone(UTC).timestamp())


def main():
    cases = json.load(sys.stdin)["cases"]
    out = []
    for c in cases:
        zone = ZoneInfo(c["zone"])
        start = c.get("from")
        dtstart = c["dtstart"]
        if dtstart is None:
            dtstart = datetime.fromtimestamp(start, zone).strftime("%Y%m%dT000000")
            rule = rrulestr(f"DTSTART:{dtstart}\nRRULE:{c['rule']}")
            if rule._interval > 1 and rule._freq <= 3:  # YEARLY, MONTHLY, WEEKLY, DAILY
                bound = datetime.fromisoformat(c["bound"])
                first = rule.replace(interval=1, until=bound, count=None)
                for naive in first:
                    dtstart = naive.strftime("%Y%m%dT000000")
                    break
        rule = rrulestr(f"DTSTART:{dtstart}\nRRULE:{c['rule']}")
        # dateutil looks for an impossible rule's first instance until year 9999: both sides stop
        # at the same bound (the test keeps only instants before it).
        bound = datetime.fromisoformat(c["bound"])
        if rule._until is None or rule._until > bound:
            rule = rule.replace(until=bound)
        got = []
        kept = 0
        for i, naive in enumerate(rule):
            if i > 20000 or len(got) >= c["n"]:
                break
            if naive.year > 9999:
                break
            t = place(naive, zone, c["policy"])
            if t is None:
                continue
            kept += 1
            if c["count"] is not None and kept > c["count"]:
                break
            if start is not None and t < start:
                continue
            got.append(t)
        out.append(got)
    json.dump(out, sys.stdout)


main()
