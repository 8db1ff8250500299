"""Independent oracle for time_calculator: Python's zoneinfo (reading the same TZif files, via
PYTHONTZPATH) and dateutil's relativedelta check Meridian's answers.

Input (stdin): {"cases": [...]} where each case is one of
  {"op": "add", "zone", "start_ms", "d": {years, months, weeks, days, hours, minutes, seconds}, "got_ms"}
  {"op": "diff", "start_ms", "end_ms", "got": {days, hours, minutes, seconds, milliseconds, total_milliseconds}}
  {"op": "duration_between", "zone", "start_ms", "end_ms", "got": {years, months, days, hours, minutes, seconds, milliseconds, calendar_days}}
Output (stdout): a JSON list of failures, each {"index", "why"}.

add: wall-clock units move the zone's wall time (relativedelta clamps month ends), read back with
fold=0 (the earlier offset in an overlap, the pre-transition offset in a gap, i.e. Temporal's
"compatible"); hours and smaller are exact.
duration_between is checked by its defining properties (Temporal's ZonedDateTime.until):
  1. start's wall time + (years, months, days), placed in the zone with fold=0, + the exact rest = end;
  2. every part has the sign of the whole;
  3. one more day in the same direction would pass end;
  4. years and months are as large as they can be: start's (year, month + 1 more, day), unclamped,
     would pass end's calendar date (or the date the day part is counted to);
  5. calendar_days is end's date less start's date, both read in the zone ("days until").
"""
import json
import sys
from datetime import datetime, timedelta, timezone
from zoneinfo import ZoneInfo

from dateutil.relativedelta import relativedelta

UTC = timezone.utc


def instant(ms):
    return datetime(1970, 1, 1, tzinfo=UTC) + timedelta(milliseconds=ms)


def to_ms(dt):
    return (dt - datetime(1970, 1, 1, tzinfo=UTC)) // timedelta(milliseconds=1)


def place(naive, zone):
    """The instant of a naive wall time in zone, fold=0 (zoneinfo's default)."""
    return naive.replace(tzinfo=zone, fold=0).astimezone(UTC)


def wall(ms, zone):
    return instant(ms).astimezone(zone).replace(tzinfo=None)


def check_add(c):
    zone = ZoneInfo(c["zone"])
    d = c["d"]
    start = wall(c["start_ms"], zone)
    cal = relativedelta(years=d.get("years", 0), months=d.get("months", 0), weeks=d.get("weeks", 0), days=d.get("days", 0))
    mid = place(start + cal, zone) if cal else instant(c["start_ms"])
    end = mid + timedelta(hours=d.get("hours", 0), minutes=d.get("minutes", 0), seconds=d.get("seconds", 0))
    if to_ms(end) != c["got_ms"]:
        return f"expected {end.astimezone(zone).isoformat()}, got {instant(c['got_ms']).astimezone(zone).isoformat()}"
    return None


def check_diff(c):
    total = c["end_ms"] - c["start_ms"]
    g = c["got"]
    if g["total_milliseconds"] != total:
        return "total differs"
    parts = g["days"] * 86400000 + g["hours"] * 3600000 + g["minutes"] * 60000 + g["seconds"] * 1000 + g["milliseconds"]
    if parts != total:
        return f"parts add up to {parts}, not {total}"
    a = abs(total)
    want = [a // 86400000, a % 86400000 // 3600000, a % 3600000 // 60000, a % 60000 // 1000, a % 1000]
    have = [abs(g[k]) for k in ("days", "hours", "minutes", "seconds", "milliseconds")]
    return None if want == have else f"decomposition {have}, expected {want}"


def check_between(c):
    zone = ZoneInfo(c["zone"])
    g = c["got"]
    start, end = c["start_ms"], c["end_ms"]
    sign = (end > start) - (end < start)
    n1 = wall(start, zone)
    y, m, d = g["years"], g["months"], g["days"]
    rest = g["hours"] * 3600000 + g["minutes"] * 60000 + g["seconds"] * 1000 + g["milliseconds"]
    mid = place(n1 + relativedelta(years=y, months=m, days=d), zone) if (y or m or d) else instant(start)
    if to_ms(mid) + rest != end:
        return f"start + {y}y {m}mo {d}d + {rest} ms = {to_ms(mid) + rest}, not {end}"
    dates_apart = (wall(end, zone).date() - n1.date()).days
    if g["calendar_days"] != dates_apart:
        return f"calendar_days {g['calendar_days']}, but the dates in the zone are {dates_apart} days apart"
    for k in ("years", "months", "days", "hours", "minutes", "seconds", "milliseconds"):
        if g[k] * sign < 0:
            return f"{k} has the wrong sign"
    if abs(m) >= 12:
        return "months not below 12: years not maximal"
    if sign:
        beyond = place(n1 + relativedelta(years=y, months=m, days=d + sign), zone)
        if sign * (to_ms(beyond) - end) <= 0:
            return f"one more day ({d + sign}) still does not pass end: not maximal"
    if sign:
        # Temporal counts months from start's date with its day unclamped: (year, month+1, day) must pass the
        # date the days were counted to.
        months_total = y * 12 + m + sign
        yy, mm = divmod(n1.year * 12 + (n1.month - 1) + months_total, 12)
        target = (n1 + relativedelta(years=y, months=m, days=d)).date()
        cand = (yy, mm + 1, n1.day)
        tgt = (target.year, target.month, target.day)
        passes = cand > tgt if sign > 0 else cand < tgt
        if not passes:
            return "months not maximal"
    return None


def main():
    cases = json.load(sys.stdin)["cases"]
    checks = {"add": check_add, "diff": check_diff, "duration_between": check_between}
    failures = []
    for i, c in enumerate(cases):
        why = checks[c["op"]](c)
        if why:
            failures.append({"index": i, "why": why})
    json.dump(failures, sys.stdout)


main()
