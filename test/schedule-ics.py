"""Second reader of the schedule tool's .ics files: Python's icalendar (Debian's python3-icalendar)
parses each file; its VTIMEZONE becomes a tzinfo with icalendar's own Timezone.to_tz(), so the
offsets come from the file and not from any copy of the tz database; dateutil expands the RRULE
on floating wall times; each wall time is placed as RFC 5545 §3.3.5 reads it (the offset before a
gap, the first of a repeat); RDATE is added and EXDATE removed, as instants.

Input (stdin): {"files": [{"ics", "from": unix seconds, "n"}]}.
Output (stdout): per file, the first n instants (Unix seconds) from "from" on (one at "from" included).
"""
import json
import sys
from datetime import datetime, timedelta, timezone

from dateutil.rrule import rrulestr
from icalendar import Calendar

UTC = timezone.utc
EPOCH = datetime(1970, 1, 1)


def offset_at(tz, utc_naive):
    return tz.fromutc(utc_naive.replace(tzinfo=tz)).utcoffset()


def place(tz, offsets, wall):
    """The instant (naive UTC) of a wall time in tz, read as RFC 5545 §3.3.5 does."""
    found = sorted(wall - o for o in offsets if tz.fromutc((wall - o).replace(tzinfo=tz)).replace(tzinfo=None) == wall)
    if found:
        return found[0]
    return wall - offset_at(tz, wall - timedelta(hours=36))


def seconds(utc_naive):
    return int((utc_naive - EPOCH).total_seconds())


def values(prop):
    props = prop if isinstance(prop, list) else [prop]
    return [v.dt for p in props for v in p.dts]


def main():
    out = []
    for f in json.load(sys.stdin)["files"]:
        cal = Calendar.from_ical(f["ics"])
        vtz = [c for c in cal.walk("VTIMEZONE")]
        assert len(vtz) == 1, "one VTIMEZONE"
        # icalendar 4.0.3's to_tz() hands dateutil a naive DTSTART with RFC 5545's UTC UNTIL, which
        # dateutil refuses (later icalendars strip the zone): give it the same instant as a naive
        # wall time on the component's TZOFFSETFROM clock, which is what its DTSTART is on.
        for sub in vtz[0].subcomponents:
            if "RRULE" in sub and "UNTIL" in sub["RRULE"]:
                until = sub["RRULE"]["UNTIL"][0]
                if getattr(until, "tzinfo", None) is not None:
                    sub["RRULE"]["UNTIL"] = [(until.astimezone(UTC) + sub["TZOFFSETFROM"].td).replace(tzinfo=None)]
        tz = vtz[0].to_tz()
        offsets = {i[0] for i in tz._transition_info}
        ev = cal.walk("VEVENT")[0]
        start = ev.decoded("DTSTART").replace(tzinfo=None)
        walls = [start]
        until_utc = None
        if "RRULE" in ev:
            parts = ev["RRULE"].to_ical().decode().split(";")
            for p in parts:
                if p.startswith("UNTIL="):
                    until_utc = datetime.strptime(p[6:], "%Y%m%dT%H%M%SZ")
            rule = ";".join(p for p in parts if not p.startswith("UNTIL="))
            walls = rrulestr(f"DTSTART:{start:%Y%m%dT%H%M%S}\nRRULE:{rule}")
        instants = set()
        ex_utc = set()
        ex_wall = set()
        if "EXDATE" in ev:
            for v in values(ev["EXDATE"]):
                if v.tzinfo is not None and str(v.tzinfo) == "UTC":
                    ex_utc.add(seconds(v.replace(tzinfo=None)))
                else:
                    ex_wall.add(v.replace(tzinfo=None))
        rdates = sorted(seconds(v.astimezone(UTC).replace(tzinfo=None)) for v in values(ev["RDATE"])) if "RDATE" in ev else []
        for i, w in enumerate(walls):
            if i > 5000:
                break
            t = place(tz, offsets, w)
            if until_utc is not None and t > until_utc:
                break
            if w in ex_wall:
                continue
            instants.add(seconds(t))
            if len([x for x in instants if x >= f["from"]]) >= f["n"] + 5:
                break
        instants |= set(rdates)
        instants -= ex_utc
        instants -= {seconds(place(tz, offsets, w)) for w in ex_wall}
        got = sorted(x for x in instants if x >= f["from"])[: f["n"]]
        out.append(got)
    json.dump(out, sys.stdout)


main()
