#!/usr/bin/env python3
# Reads holiday facts out of a python-holidays source tree (vacanza/holidays, MIT) for
# scripts/holidays-published.ts, which pins the commit, prepares the tree (the package's English
# translations compiled with msgfmt) and writes data/sources/python-holidays.json from this output.
# Not run at build or test time.
#
#   python3 scripts/python-holidays-extract.py TREE REQUEST.json > out.json
#
# REQUEST.json: {"entities": [["IN", null, 2020, 2027], ["IN", "MH", 2020, 2027], ...]}: each entity
# (country, subdivision or null) with its first and last year.
# Prints {"version": ..., "entities": {"IN": {"2026": [[date, name, category, observed, estimated,
# substituted_from], ...]}, "IN-MH": {...}}}: every holiday of every category the entity supports, its
# English (en_US) name with python-holidays' "(observed)" and "(estimated)" labels taken off and
# recorded as flags, and for a day off moved from a working day ("Day off (substituted from
# 01/04/2026)") the ISO date of that working day.

import importlib.metadata as metadata
import json
import re
import sys

tree, request_file = sys.argv[1], sys.argv[2]
sys.path.insert(0, tree)
version = open(f"{tree}/VERSION").read().strip()
# The tree is not an installed distribution; its version module asks the installed metadata.
_metadata_version = metadata.version
metadata.version = lambda name: version if name == "holidays" else _metadata_version(name)

import holidays  # noqa: E402

request = json.load(open(request_file))

LABELS = [
    (re.compile(r"\s*\(observed, estimated\)$"), True, True),
    (re.compile(r"\s*\(estimated\)$"), False, True),
    (re.compile(r"\s*\(observed\)$"), True, False),
]
SUBSTITUTED = re.compile(r"^Day off \(substituted from (\d\d)/(\d\d)/(\d{4})\)$")


def entry(day, name, category):
    observed = estimated = False
    for pattern, obs, est in LABELS:
        if pattern.search(name):
            name = pattern.sub("", name)
            observed, estimated = obs, est
            break
    m = SUBSTITUTED.match(name)
    moved = f"{m.group(3)}-{m.group(1)}-{m.group(2)}" if m else None
    return [day.isoformat(), name, category, observed, estimated, moved]


out = {}
for country, subdiv, first, last in request["entities"]:
    cls = holidays.country_holidays(country).__class__
    rows = {}
    for category in sorted(cls.supported_categories):
        h = holidays.country_holidays(
            country, subdiv=subdiv, years=range(first, last + 1), language="en_US", categories=(category,)
        )
        for day in sorted(h.keys()):
            for name in h.get_list(day):
                rows.setdefault(str(day.year), []).append(entry(day, name, category))
    for year in rows:
        rows[year].sort(key=lambda r: (r[0], r[2], r[1]))
    out[country + (f"-{subdiv}" if subdiv else "")] = rows

json.dump({"version": version, "entities": out}, sys.stdout, ensure_ascii=False, sort_keys=True)
