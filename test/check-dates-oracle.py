#!/usr/bin/env python3
"""Passages with right and wrong date claims, and the verdict each claim should get, for check_dates.

Every expected verdict and correction is computed here, independently of Meridian: weekdays and day
arithmetic by Python's datetime and dateutil's relativedelta, Easter by dateutil.easter, US federal
holidays by their rules (OPM: the fourth Thursday of November, the first Monday of September ...,
a Saturday holiday observed the Friday before, a Sunday one the Monday after), Jewish holidays by the
hebcal program, Diwali by Duckling's table (test/fixtures/duckling-indian-festivals.json: Dhanteras
+ 2 days), clock changes and conversions by zoneinfo. The templates know what each claim means:
a wrong claim is a right one with one field changed, and its correction is the right one written
in the same style.

  /usr/bin/python3 test/check-dates-oracle.py --set main > test/fixtures/check-dates.json
  /usr/bin/python3 test/check-dates-oracle.py --set heldback > test/fixtures/check-dates-heldback.json
  /usr/bin/python3 test/check-dates-oracle.py --set years > test/fixtures/check-dates-years.json
  /usr/bin/python3 test/check-dates-oracle.py --set conversions > test/fixtures/check-dates-conversions.json

Conventions the expected verdicts follow (the tool's documented ones):
- a date written without a year is the one nearest `now`; if it lies 125-240 days away either way,
  both years are readings;
- a numeric date (12/9) without a country is read month first and day first when both are dates;
- "next Friday" said Monday-Thursday is this week's Friday or next week's (two readings); "last
  Tuesday" said later in the week that holds it is that week's or the week before's;
- a claim is wrong when every reading says so (corrected where all give the same correction),
  ambiguous when it holds in some readings and not others; its correction rewrites the date beside a relative phrase or holiday, the weekday beside
  a date, the length beside a range, the count beside a date, the later times of a conversion.

Output: JSON {provenance, cases: [{id, kind, now, timezone, country?, text, claims: [{start, end,
text, kind, expected, corrected?}]}]}; `expected` is ok, wrong, ambiguous, or not_wrong (no claim,
or any verdict but wrong: a plausible year is not a claim).
"""
import argparse
import datetime as dt
import functools
import json
import os
import random
import subprocess
import sys
from zoneinfo import ZoneInfo

from dateutil.easter import EASTER_ORTHODOX, EASTER_WESTERN, easter
from dateutil.relativedelta import relativedelta

HERE = os.path.dirname(os.path.abspath(__file__))
WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']
MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty']
DAY = dt.timedelta(days=1)

# --- calendars, independently

def nth_weekday(year, month, weekday, n):
    """The n-th (1-based; -1 = last) weekday (Monday 0) of a month."""
    if n > 0:
        first = dt.date(year, month, 1)
        return first + dt.timedelta(days=(weekday - first.weekday()) % 7 + 7 * (n - 1))
    last = (dt.date(year, month, 1) + relativedelta(months=1)) - DAY
    return last - dt.timedelta(days=(last.weekday() - weekday) % 7)


US_HOLIDAYS = {
    'Thanksgiving': lambda y: nth_weekday(y, 11, 3, 4),
    'Labor Day': lambda y: nth_weekday(y, 9, 0, 1),
    'Memorial Day': lambda y: nth_weekday(y, 5, 0, -1),
    'MLK Day': lambda y: nth_weekday(y, 1, 0, 3),
    "Presidents' Day": lambda y: nth_weekday(y, 2, 0, 3),
    "Mother's Day": lambda y: nth_weekday(y, 5, 6, 2),
    "Father's Day": lambda y: nth_weekday(y, 6, 6, 3),
    'Independence Day': lambda y: dt.date(y, 7, 4),
    'Christmas Day': lambda y: dt.date(y, 12, 25),
    'Halloween': lambda y: dt.date(y, 10, 31),
    'Veterans Day': lambda y: dt.date(y, 11, 11),
    'Juneteenth': lambda y: dt.date(y, 6, 19),
    'Easter Sunday': lambda y: easter(y, EASTER_WESTERN),
    'Good Friday': lambda y: easter(y, EASTER_WESTERN) - 2 * DAY,
    'Orthodox Easter': lambda y: easter(y, EASTER_ORTHODOX),
    'Black Friday': lambda y: nth_weekday(y, 11, 3, 4) + DAY,
}


def federal_days_off(year):
    """US federal holidays of a year as days off (5 U.S.C. 6103, OPM's observed-day rule)."""
    fixed = [(1, 1), (6, 19), (7, 4), (11, 11), (12, 25)]
    out = set()
    for y in (year - 1, year, year + 1):
        for m, d in fixed:
            day = dt.date(y, m, d)
            out.add(day - DAY if day.weekday() == 5 else day + DAY if day.weekday() == 6 else day)
        out |= {nth_weekday(y, 1, 0, 3), nth_weekday(y, 2, 0, 3), nth_weekday(y, 5, 0, -1), nth_weekday(y, 9, 0, 1), nth_weekday(y, 10, 0, 2), nth_weekday(y, 11, 3, 4)}
    return out


@functools.lru_cache(maxsize=None)
def hebcal_days(year):
    """{name: first day} of the Jewish holidays hebcal lists for a Gregorian year."""
    out = subprocess.run(['hebcal', '-g', str(year)], capture_output=True, text=True, check=True).stdout
    days = {}
    for line in out.splitlines():
        date, _, name = line.partition(' ')
        days.setdefault(name.strip(), dt.date.fromisoformat(date))
    return {'Yom Kippur': days['Yom Kippur'], 'Rosh Hashanah': days[f'Rosh Hashana {year + 3761}'], 'Passover': days['Pesach I'], 'Purim': days['Purim']}


with open(os.path.join(HERE, 'fixtures', 'duckling-indian-festivals.json')) as f:
    DHANTERAS = [dt.date.fromisoformat(d) for d in json.load(f)['lists']['dhanteras']]


def diwali(year):
    return next(d + 2 * DAY for d in DHANTERAS if d.year == year)


def holiday_day(name, year):
    """The day a holiday is listed on in a year, and the days it spans [start, end) (a Jewish one from its eve)."""
    if name in US_HOLIDAYS:
        d = US_HOLIDAYS[name](year)
        return d, d, d + DAY
    if name == 'Diwali':
        d = diwali(year)
        return d, d, d + DAY
    d = hebcal_days(year)[name]
    span = {'Yom Kippur': 1, 'Rosh Hashanah': 2, 'Passover': 8, 'Purim': 1}[name]
    return d, d - DAY, d + span * DAY


def business_add(start, n, days_off):
    d = start
    while n > 0:
        d += DAY
        if d.weekday() < 5 and d not in days_off:
            n -= 1
    return d


def clock_changes(zone, year):
    """The local days in a year on which a zone's offset rises (forward) or falls (back)."""
    z = ZoneInfo(zone)
    out = []
    t = dt.datetime(year, 1, 1, tzinfo=dt.timezone.utc) - dt.timedelta(days=2)
    prev = t.astimezone(z).utcoffset()
    end = dt.datetime(year + 1, 1, 2, tzinfo=dt.timezone.utc)
    while t < end:
        t2 = t + dt.timedelta(minutes=30)
        off = t2.astimezone(z).utcoffset()
        if off != prev:
            local = (t2 + prev).date()
            if local.year == year:
                out.append(('forward' if off > prev else 'back', local))
            prev = off
        t = t2
    return out

# --- writing dates as people do


def wd_text(d, style):
    return WEEKDAYS[d.weekday()] if style == 'full' else WEEKDAYS[d.weekday()][:3]


def ordinal(n):
    return f"{n}{'th' if 11 <= n % 100 <= 13 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def date_text(d, style, year):
    """A date in one of the styles: us, us3, uk, uk3, ord, iso, num_us, num_uk."""
    if style == 'iso':
        return d.isoformat()
    if style in ('us', 'us3', 'ord'):
        m = MONTHS[d.month - 1] if style != 'us3' else MONTHS[d.month - 1][:3]
        day = ordinal(d.day) if style == 'ord' else str(d.day)
        return f'{m} {day}, {d.year}' if year else f'{m} {day}'
    if style in ('uk', 'uk3'):
        m = MONTHS[d.month - 1] if style == 'uk' else MONTHS[d.month - 1][:3]
        return f'{d.day} {m} {d.year}' if year else f'{d.day} {m}'
    if style == 'num_us':
        return f'{d.month}/{d.day}/{d.year}' if year else f'{d.month}/{d.day}'
    if style == 'num_uk':
        return f'{d.day}/{d.month}/{d.year}' if year else f'{d.day}/{d.month}'
    raise ValueError(style)


def wd_date_text(d, style, year, wdstyle, wd=None):
    """A weekday and a date: "Tuesday, December 9", "Tue 9 Dec 2026"; `wd` is the weekday written (default the right one)."""
    w = WEEKDAYS[wd][:3] if wd is not None and wdstyle != 'full' else WEEKDAYS[wd] if wd is not None else wd_text(d, wdstyle)
    sep = ', ' if style in ('us', 'us3', 'ord', 'num_us') else ' '
    return f'{w}{sep}{date_text(d, style, year)}'


def clock_text(h, m, style):
    if style == '24h':
        return f'{h:02d}:{m:02d}'
    h12 = h % 12 or 12
    mm = f':{m:02d}' if m else ''
    if style == '12hU':
        return f"{h12}{mm} {'AM' if h < 12 else 'PM'}"
    return f"{h12}{mm}{'am' if h < 12 else 'pm'}"


def number_text(n, words):
    return NUMBER_WORDS[n] if words and n < len(NUMBER_WORDS) else str(n)

# --- the oracle's readings of yearless and numeric dates (the tool's conventions)


def years_of(m, d, today):
    days = []
    for y in (today.year - 1, today.year, today.year + 1):
        try:
            days.append(dt.date(y, m, d))
        except ValueError:
            pass
    nxt = next((x for x in days if x >= today), None)
    prev = next((x for x in reversed(days) if x < today), None)
    near = sorted([x for x in (nxt, prev) if x], key=lambda x: (abs((x - today).days), -x.toordinal()))
    if len(near) == 2 and all(abs((x - today).days) <= 240 for x in near):
        return near
    return near[:1]


def combine(outcomes):
    """[(ok, corrected)] over the readings -> (verdict, corrected)."""
    if all(ok for ok, _ in outcomes):
        return 'ok', None
    fixes = {c for ok, c in outcomes if not ok}
    if all(not ok and c is not None for ok, c in outcomes):
        return 'wrong', fixes.pop() if len(fixes) == 1 else None
    return 'ambiguous', None


class Passage:
    def __init__(self):
        self.text = ''
        self.claims = []

    def t(self, s):
        self.text += s
        return self

    def c(self, s, kind, expected, corrected=None, inner=()):
        start = len(self.text)
        self.text += s
        claim = {'start': start, 'end': start + len(s), 'text': s, 'kind': kind, 'expected': expected}
        if corrected is not None:
            claim['corrected'] = corrected
        self.claims.append(claim)
        for sub, k, e, cor in inner:
            at = s.index(sub)
            x = {'start': start + at, 'end': start + at + len(sub), 'text': sub, 'kind': k, 'expected': e}
            if cor is not None:
                x['corrected'] = cor
            self.claims.append(x)
        return self

# --- the claims, each right or wrong


class Gen:
    def __init__(self, rnd, today, now_time, country):
        self.r = rnd
        self.today = today
        self.country = country

    def pick(self, xs):
        return self.r.choice(xs)

    def near_date(self, lo=-20, hi=100):
        return self.today + dt.timedelta(days=self.r.randint(lo, hi))

    def order_readings(self, style, d, year):
        """The days a written date reads as, with the style each reading writes it in."""
        if style == 'num_us' and self.country != 'US' and d.day <= 12 and d.day != d.month:
            other = self.safe(d.year, d.day, d.month)
            return [(d, 'num_us'), (other, 'num_uk')] if other else [(d, 'num_us')]
        if style == 'num_uk' and self.country not in ('GB', 'DE', 'IN', 'AU') and d.day <= 12 and d.day != d.month:
            other = self.safe(d.year, d.day, d.month)
            return [(other, 'num_uk'), (d, 'num_uk')] if other else [(d, 'num_uk')]
        return [(d, style)]

    @staticmethod
    def safe(y, m, d):
        try:
            return dt.date(y, m, d)
        except ValueError:
            return None

    def date_style(self, numeric=True):
        opts = ['us', 'us3', 'uk', 'ord', 'iso']
        if numeric and self.country == 'US':
            opts.append('num_us')
        if numeric and self.country == 'GB':
            opts.append('num_uk')
        if numeric and self.country is None:
            opts += ['num_us', 'num_us']  # no locale: 12/9 reads two ways
        return self.pick(opts)

    # weekday beside a date
    def weekday(self, p, right):
        d = self.near_date(-25, 110)
        style = self.date_style()
        year = style == 'iso' or self.r.random() < 0.4
        wdstyle = self.pick(['full', 'full', 'short'])
        wd = d.weekday() if right else (d.weekday() + self.r.randint(1, 6)) % 7
        paren = self.r.random() < 0.25 and style != 'iso'
        said = f'{date_text(d, style, year)} ({WEEKDAYS[wd] if wdstyle == "full" else WEEKDAYS[wd][:3]})' if paren else wd_date_text(d, style, year, wdstyle, wd)
        # every reading of the written date: (ok, corrected)
        outs = []
        for day in self.readings_of(d, style, year):
            fix = (f'{date_text(d, style, year)} ({wd_text(day, wdstyle)})' if paren else wd_date_text(d, style, year, wdstyle, day.weekday()))
            outs.append((day.weekday() == wd, fix))
        verdict, fix = combine(outs)
        lead = self.pick(['The kickoff is on ', 'We meet ', 'Reminder: the review is ', 'Join us ', 'Deadline: ', 'The offsite starts '])
        p.t(lead).c(said, 'weekday', verdict, fix).t(self.pick(['.', ' at 10am.', ', as planned.', ' in Room 4.']))
        return verdict

    def readings_of(self, d, style, year):
        """Every day the date as written (from d, in style) reads as."""
        out = []
        for x, st in self.order_readings(style, d, year):
            if year:
                out.append(x)
            else:
                out.extend(years_of(x.month, x.day, self.today))
        return out

    # relative phrase beside a date
    REL = ['tomorrow', 'today', 'the day after tomorrow', 'in_days', 'in_weeks', 'days_from_now', 'week_from_today', 'next_wd', 'last_wd', 'biz_from', 'yesterday']

    def relative(self, p, right):
        kind = self.pick(self.REL)
        today = self.today
        words = self.r.random() < 0.4
        if kind in ('tomorrow', 'today', 'yesterday', 'the day after tomorrow'):
            off = {'tomorrow': 1, 'today': 0, 'yesterday': -1, 'the day after tomorrow': 2}[kind]
            said = kind if kind != 'today' else 'today'
            readings = [today + off * DAY]
            if self.r.random() < 0.5:
                said = said[0].upper() + said[1:]
        elif kind == 'in_days':
            n = self.r.randint(2, 19)
            said, readings = f'in {number_text(n, words)} days', [today + n * DAY]
        elif kind == 'in_weeks':
            n = self.r.randint(1, 6)
            said, readings = f"in {number_text(n, words) if n > 1 else 'a'} week{'s' if n > 1 else ''}", [today + 7 * n * DAY]
        elif kind == 'days_from_now':
            n = self.r.randint(2, 30)
            said, readings = f'{n} days from now', [today + n * DAY]
        elif kind == 'week_from_today':
            said, readings = self.pick([('a week from today', 7), ('two weeks from today', 14), ('a week from tomorrow', 8)])
            readings = [today + readings * DAY]
        elif kind == 'next_wd':
            wd = self.r.randint(0, 6)
            after = today + dt.timedelta(days=(wd - today.weekday() - 1) % 7 + 1)
            monday = lambda x: x - dt.timedelta(days=x.weekday())
            readings = [after + 7 * DAY, after] if monday(after) == monday(today) else [after]
            said = f'next {WEEKDAYS[wd]}'
        elif kind == 'last_wd':
            wd = self.r.randint(0, 6)
            before = today - dt.timedelta(days=(today.weekday() - wd - 1) % 7 + 1)
            monday = lambda x: x - dt.timedelta(days=x.weekday())
            readings = [before, before - 7 * DAY] if monday(before) == monday(today) else [before]
            said = f'last {WEEKDAYS[wd]}'
        else:  # business days from a date
            n = self.r.randint(2, 15)
            base = self.near_date(-5, 60)
            while len(years_of(base.month, base.day, today)) > 1:
                base = self.near_date(-5, 60)
            base = years_of(base.month, base.day, today)[0]
            off = federal_days_off(base.year) if self.country == 'US' else set()
            said = f'{n} business days from {date_text(base, "us3", False)}'
            readings = [business_add(base, n, off)]
        target = readings[0] if right or len(readings) > 1 and self.r.random() < 0.5 else readings[0] + self.pick([-3, -2, -1, 1, 2, 7]) * DAY
        if len(readings) > 1 and not right:
            target = self.pick(readings) + self.pick([-1, 1, 2]) * DAY
        # after "from Jan 21" a comma would join what follows to the date counted from
        sep = self.pick([' (', ' is '] if kind == 'biz_from' else [' (', ', ', ' is '])
        bstyle = self.pick(['us', 'us3', 'uk', 'wd_us3', 'dom'])
        year = False

        def b_text(x):
            if bstyle == 'wd_us3':
                return wd_date_text(x, 'us3', year, 'full')
            if bstyle == 'dom':
                return f'the {ordinal(x.day)}'
            return date_text(x, bstyle, year)

        if bstyle == 'dom' and sep == ' (':
            sep = ', '
        close = ')' if sep == ' (' else ''
        said_b = b_text(target)
        outs = []
        for x in readings:
            if bstyle == 'dom':
                ok = x.day == target.day
            else:
                ok = (x.month, x.day) == (target.month, target.day)
            outs.append((ok, f'{said}{sep}{b_text(x)}{close}'))
        verdict, fix = combine(outs)
        inner = [(said_b, 'weekday', 'ok', None)] if bstyle == 'wd_us3' else []
        lead = self.pick(['Note: ', 'FYI ', '']) if kind == 'biz_from' else self.pick(['The demo is ', 'We ship ', 'Invoices go out ', 'The call moved to ', 'Payment is due '])
        p.t(lead).c(f'{said}{sep}{said_b}{close}', 'relative', verdict, fix, inner).t('.')
        return verdict

    # holiday beside a date
    def holiday(self, p, right):
        if self.country == 'US' or (self.country is None and self.tz.startswith('America/')):
            names = list(US_HOLIDAYS) + ['Diwali', 'Yom Kippur', 'Rosh Hashanah', 'Passover']
        else:
            names = ['Diwali', 'Yom Kippur', 'Rosh Hashanah', 'Passover', 'Easter Sunday', 'Good Friday', 'Christmas Day']
        name = self.pick(names)
        with_year = self.r.random() < 0.4
        year = self.today.year + self.pick([0, 0, 1]) if with_year else None
        if year is None:
            # the year nearest today of the holiday; it must read one way only
            for y in (self.today.year, self.today.year + 1, self.today.year - 1):
                listed, start, end = holiday_day(name, y)
                if len(years_of(listed.month, listed.day, self.today)) == 1 and years_of(listed.month, listed.day, self.today)[0] == listed:
                    year = y
                    break
            if year is None:
                return self.weekday(p, right)
        listed, start, end = holiday_day(name, year)
        if right:
            target = listed
        else:
            target = self.pick([start - 2 * DAY, start - DAY, end, end + DAY, listed + 7 * DAY, listed - 7 * DAY])
            if target.year != year or (not with_year and years_of(target.month, target.day, self.today) != [target]):
                target = end if end.year == year else start - DAY
        style = self.pick(['us', 'us3', 'uk'])
        wd = self.r.random() < 0.3
        b = wd_date_text(target, style, with_year, 'full') if wd else date_text(target, style, with_year)
        fixed = wd_date_text(listed, style, with_year, 'full') if wd else date_text(listed, style, with_year)
        sep = self.pick([' (', ' on ', ' is '])
        close = ')' if sep == ' (' else ''
        said = name if self.r.random() < 0.8 or name not in US_HOLIDAYS else name
        ok = start <= target < end
        verdict = 'ok' if ok else 'wrong'
        inner = [(b, 'weekday', 'ok', None)] if wd else []
        p.t(self.pick(['Note: ', 'Office closed for ', 'Heads-up: ', ''])).c(f'{said}{sep}{b}{close}', 'holiday', verdict, None if ok else f'{said}{sep}{fixed}{close}', inner).t('.')
        return verdict

    # a stretch of days and its length
    def length(self, p, right):
        start = self.near_date(5, 100)
        while len(years_of(start.month, start.day, self.today)) > 1:
            start = self.near_date(5, 100)
        unit = self.pick(['day', 'day', 'night', 'week'])
        if unit == 'week':
            n = self.r.randint(1, 3)
            days = 7 * n
        else:
            days = self.r.randint(2, 9)
            n = days if unit == 'day' else days - 1
        end = start + (days - 1) * DAY
        stated = n if right else max(1, n + self.pick([-1, 1] if unit != 'week' else [1, -1 if n > 1 else 1]))
        words = self.r.random() < 0.3 and stated <= 20
        style = self.pick(['us', 'us3'])
        m1 = date_text(start, style, False)
        rng = f'{m1}-{end.day}' if end.month == start.month else f'{m1} - {date_text(end, style, False)}'
        noun = {'day': self.pick(['workshop', 'conference', 'trip', 'training']), 'night': self.pick(['stay', 'cruise', 'trip']), 'week': self.pick(['sprint', 'trial', 'leave'])}[unit]
        form = self.pick(['before', 'after'])
        plural = lambda k: '' if k == 1 else 's'
        if form == 'before':
            said = f'{number_text(stated, words)}-{unit} {noun}, {rng}'
            fix = f'{number_text(n, words)}-{unit} {noun}, {rng}'
            p.t(self.pick(['The ', 'Our ', 'Book the '])).c(said, 'range', 'ok' if stated == n else 'wrong', None if stated == n else fix).t('.')
        else:
            said = f'{rng} ({number_text(stated, words)} {unit}{plural(stated)})'
            fix = f'{rng} ({number_text(n, words)} {unit}{plural(stated)})'
            p.t(f'The {noun} runs ').c(said, 'range', 'ok' if stated == n else 'wrong', None if stated == n else fix).t('.')
        return 'ok' if stated == n else 'wrong'

    # a count of days to a day
    def count(self, p, right):
        if (self.country == 'US' or (self.country is None and self.tz.startswith('America/'))) and self.r.random() < 0.5:
            name = self.pick(['Christmas', 'Halloween', 'Thanksgiving', 'Independence Day'])
            key = {'Christmas': 'Christmas Day'}.get(name, name)
            target = next(d for d in (holiday_day(key, y)[0] for y in (self.today.year, self.today.year + 1)) if d >= self.today)
            said_t = name
        else:
            target = self.near_date(3, 90)
            while len(years_of(target.month, target.day, self.today)) > 1:
                target = self.near_date(3, 90)
            said_t = date_text(target, self.pick(['us', 'us3']), False)
        n = (target - self.today).days
        form = self.pick(['until', 'left', 'is_in', 'is_in', 'business', 'between'])
        if form == 'business':
            # business days until a day: after today and before it, or through it (two conventions)
            off = federal_days_off(self.today.year) if self.country == 'US' else set()
            upto = sum(1 for k in range(1, n) if (self.today + k * DAY).weekday() < 5 and self.today + k * DAY not in off)
            through = upto + (1 if target.weekday() < 5 and target not in off else 0)
            stated = self.pick([upto, through]) if right else through + self.pick([1, 2, -2 if upto > 2 else 3])
            outs = [(stated == k, f'{k} business days until {said_t}') for k in sorted({upto, through})]
            verdict, fix = combine(outs)
            p.t(self.pick(['We have ', 'That leaves ', ''])).c(f'{stated} business days until {said_t}', 'count', verdict, fix).t('.')
            return verdict
        if form == 'between':
            first = self.today + self.r.randint(1, 20) * DAY
            while len(years_of(first.month, first.day, self.today)) > 1 or len(years_of(target.month, target.day, self.today)) > 1 or first >= target:
                first = self.today + self.r.randint(1, 20) * DAY
                target = first + self.r.randint(3, 40) * DAY
            k = (target - first).days
            stated = k if right else k + self.pick([-1, 1, 2])
            a, b = date_text(first, 'us3', False), date_text(target, 'us3', False)
            said = f'{stated} days between {a} and {b}'
            p.t(self.pick(['There are ', 'That is '])).c(said, 'count', 'ok' if stated == k else 'wrong', None if stated == k else f'{k} days between {a} and {b}').t('.')
            return 'ok' if stated == k else 'wrong'
        stated = n if right else n + self.pick([-2, -1, 1, 2])
        if form == 'until':
            said, fix, lead = f'{stated} days until {said_t}', f'{n} days until {said_t}', self.pick(['Only ', 'Just ', 'Countdown: ', ''])
        elif form == 'left':
            said, fix, lead = f'{stated} days left until {said_t}', f'{n} days left until {said_t}', self.pick(['Only ', 'We have ', ''])
        else:
            said, fix, lead = f'{said_t} is in {stated} days', f'{said_t} is in {n} days', self.pick(['Reminder: ', 'Heads-up: ', ''])
        p.t(lead).c(said, 'count', 'ok' if stated == n else 'wrong', None if stated == n else fix).t('.')
        return 'ok' if stated == n else 'wrong'

    ZONES = [('PT', 'America/Los_Angeles'), ('ET', 'America/New_York'), ('CT', 'America/Chicago'), ('MT', 'America/Denver'), ('London', 'Europe/London'),
             ('Paris', 'Europe/Paris'), ('Berlin', 'Europe/Berlin'), ('Tokyo', 'Asia/Tokyo'), ('Sydney', 'Australia/Sydney'), ('UTC', 'UTC'), ('Singapore', 'Asia/Singapore'), ('New York', 'America/New_York'),
             ('IST', 'Asia/Kolkata')]
    # a zone word that names several zones: every one of them is a reading
    READINGS = {'IST': ['Asia/Kolkata', 'Europe/Dublin', 'Asia/Jerusalem']}

    # one time in several zones
    def conversion(self, p, right):
        # a day, often one of the weeks when North America and Europe are apart
        y = self.pick([self.today.year, self.today.year + 1])
        apart = [dt.date(y, 3, 8) + self.r.randint(0, 20) * DAY, dt.date(y, 10, 24) + self.r.randint(0, 8) * DAY]
        day = self.pick(apart + [self.near_date(1, 100)])
        day = years_of(day.month, day.day, self.today)
        if len(day) > 1:
            return self.weekday(p, right)
        day = day[0]
        zs = self.r.sample(self.ZONES, self.pick([2, 2, 3]))
        while len({z[1] for z in zs}) < len(zs):
            zs = self.r.sample(self.ZONES, 2)
        h, m = self.r.randint(7, 18), self.pick([0, 0, 0, 30])
        src = dt.datetime(day.year, day.month, day.day, h, m, tzinfo=ZoneInfo(zs[0][1]))
        styles = [self.pick(['12h', '12h', '12hU', '24h']) for _ in zs]
        right_times = [src.astimezone(ZoneInfo(z[1])) for z in zs]
        shown = list(right_times)
        if not right:
            k = self.r.randint(1, len(zs) - 1)
            shown[k] = shown[k] + dt.timedelta(hours=self.pick([-1, 1, 1, 2]))
        def member(t, st, z):
            return f'{clock_text(t.hour, t.minute, st)} {z[0]}'
        sep = self.pick([' / ', ' / ', ' (', ', '])
        def chain(times):
            parts = [member(t, st, z) for t, st, z in zip(times, styles, zs)]
            if sep == ' (':
                return f'{parts[0]} ({", ".join(parts[1:])})'
            return sep.join(parts)
        # every reading of the zone words: the times each makes right
        combos = [[]]
        for z in zs:
            combos = [c + [x] for c in combos for x in self.READINGS.get(z[0], [z[1]])]
        outs = []
        for combo in combos:
            s0 = dt.datetime(day.year, day.month, day.day, h, m, tzinfo=ZoneInfo(combo[0]))
            times = [s0.astimezone(ZoneInfo(x)) for x in combo]
            ok = all((a.hour, a.minute) == (b.hour, b.minute) for a, b in zip(shown, times))
            outs.append((ok, chain(times)))
        verdict, fix = combine(outs)
        date_said = wd_date_text(day, 'us3', self.r.random() < 0.3, 'full')
        p.t('On ').c(date_said, 'weekday', 'ok').t(self.pick([', the sync is at ', ', we meet at ', ', the webinar starts at '])).c(chain(shown), 'conversion', verdict, fix).t('.')
        return verdict

    # the clocks changing
    def clock_change(self, p, right):
        place = self.pick([('', None), ('In the UK, ', 'Europe/London'), ('In Europe, ', 'Europe/Paris'), ('US ', 'America/New_York')])
        zone = place[1] or self.tz
        changes = clock_changes(zone, self.pick([self.today.year, self.today.year + 1]))
        if not changes:
            return self.weekday(p, right)
        direction, day = self.pick(changes)
        if len(years_of(day.month, day.day, self.today)) > 1 or years_of(day.month, day.day, self.today)[0] != day:
            with_year = True
        else:
            with_year = self.r.random() < 0.4
        target = day if right else day + self.pick([-7, 7, -1]) * DAY
        style = self.pick(['us', 'us3', 'uk'])
        wd = self.r.random() < 0.3
        def d_text(x):
            return wd_date_text(x, style, with_year, 'full') if wd else date_text(x, style, with_year)
        if place[0] == 'US ':
            cue = 'DST ends' if direction == 'back' else 'DST starts'
            lead = 'US '
        else:
            cue = self.pick(['clocks go back', 'the clocks go back'] if direction == 'back' else ['clocks go forward', 'clocks spring forward'])
            lead = place[0]
        cue_said = cue[4:] if cue.startswith('the ') else cue
        pre = 'the ' if cue.startswith('the ') else ''
        if not lead and not pre:
            cue_said = cue_said[0].upper() + cue_said[1:]
        said = f'{cue_said} on {d_text(target)}'
        fix = f'{cue_said} on {d_text(day)}'
        inner = [(d_text(target), 'weekday', 'ok', None)] if wd else []
        p.t(lead + pre).c(said, 'clock_change', 'ok' if right else 'wrong', None if right else fix, inner).t('.')
        return 'ok' if right else 'wrong'

    # a year that cannot be the one meant
    def year(self, p, right):
        later = self.today + dt.timedelta(days=self.r.randint(20, 80))
        written = later if right else later.replace(year=later.year - self.pick([1, 1, 2]))
        if written.month == 2 and written.day == 29:
            written = written - DAY
            later = later - DAY
        wd = self.r.random() < 0.5
        style = self.pick(['us', 'uk'])
        if wd:
            said = wd_date_text(written, style, True, 'full', later.weekday())
            fixed = wd_date_text(later, style, True, 'full')
            lead = self.pick(['We kick off on ', 'The launch is planned for ', 'Save the date: '])
            if right:
                p.t(lead).c(said, 'weekday', 'ok').t('.')
                return 'ok'
            p.t(lead).c(said, 'year', 'wrong', fixed).t('.')
            return 'wrong'
        said = date_text(written, style, True)
        lead = self.pick(['The next review will be on ', 'Registration will open on ', 'The release is scheduled for '])
        if right:
            p.t(lead).c(said, 'year', 'not_wrong').t('.')
            return 'ok'
        p.t(lead).c(said, 'year', 'wrong', date_text(later, style, True)).t('.')
        return 'wrong'



# --- the held-back set: other phrasings, written after the tool, scored once (not asserted)


class YearSaid(Gen):
    """A day whose year is said apart from it ("this year", "next year", "in 2027"), and the weekday it falls on."""

    FIXED = ['Christmas Day', 'Independence Day', 'Halloween', 'Veterans Day', 'Juneteenth']

    DATED = ['Yom Kippur', 'Rosh Hashanah', 'Passover', 'Thanksgiving', 'Christmas Day', 'Independence Day', 'Labor Day', 'Memorial Day']

    def holiday_year(self, p, right):
        """A holiday with its year, and a month and day without one: the day is in the holiday's year."""
        us = self.country == 'US' or (self.country is None and self.tz.startswith('America/'))
        name = self.pick(self.DATED if us else [n for n in self.DATED if n not in US_HOLIDAYS or n == 'Christmas Day'])
        year = self.today.year + self.pick([-1, 0, 1, 2])
        listed, start, end = holiday_day(name, year)
        form = self.pick(['is on', 'begins on', 'sundown'] if start < listed else ['is on', 'begins on'])
        # the days each form holds on: any day it spans; its first day or the eve; the eve alone
        holds = {'is on': [start + k * DAY for k in range((end - start).days)], 'begins on': [start, listed], 'sundown': [start]}[form]
        fix = start if form == 'sundown' else listed
        target = self.pick(holds) if right else self.pick([start - 3 * DAY, start - 2 * DAY, end + DAY, listed + 7 * DAY])
        style = self.pick(['us', 'us3', 'uk'])
        verb = {'is on': 'is on', 'begins on': self.pick(['begins on', 'starts on']), 'sundown': self.pick(['begins at sundown on', 'starts at sunset on'])}[form]
        text = lambda d: f'{name} {year} {verb} {date_text(d, style, False)}'
        ok = target in holds
        p.t(self.pick(['Note: ', 'Heads-up: ', ''])).c(text(target), 'holiday', 'ok' if ok else 'wrong', None if ok else text(fix)).t('.')
        return 'ok' if ok else 'wrong'

    def year_said(self, p, right):
        if self.r.random() < 0.3:
            return self.holiday_year(p, right)
        shift = self.pick([-1, 0, 0, 1, 1, 2])
        year = self.today.year + shift
        explicit = self.r.random() < 0.3
        qual = f'in {year}' if explicit else {-1: 'last year', 0: 'this year', 1: 'next year'}.get(shift)
        if qual is None:
            qual = f'in {year}'
        # the United States' holidays for a writer there (elsewhere they are another country's, or none)
        us = self.country == 'US' or (self.country is None and self.tz.startswith('America/'))
        if self.r.random() < 0.5:
            said = {'Christmas Day': self.pick(['Christmas', 'Christmas Day'])}.get(name := self.pick(self.FIXED if us else ['Christmas Day']), name)
            day = holiday_day(name, year)[0]
            kind = 'holiday'
        else:
            day = dt.date(year, self.r.randint(1, 12), self.r.randint(1, 28))
            said = date_text(day, self.pick(['us', 'us3', 'ord']), False)
            kind = 'weekday'
        wd = day.weekday() if right else (day.weekday() + self.r.randint(1, 6)) % 7
        verb = self.pick(['falls on a', 'is on a', 'is a', 'will be a'] if shift >= 0 else ['fell on a', 'was on a', 'was a'])
        form = self.pick(['after', 'before', 'end'])

        def text(w):
            if form == 'after':
                return f'{said} {qual} {verb} {WEEKDAYS[w]}'
            if form == 'before' and not qual.startswith('in '):
                return f'{qual[0].upper()}{qual[1:]} {said} {verb} {WEEKDAYS[w]}'
            return f'{said} {verb} {WEEKDAYS[w]} {qual}'

        ok = wd == day.weekday()
        p.t(self.pick(['Note: ', 'Heads-up: ', 'FYI, ', ''])).c(text(wd), kind, 'ok' if ok else 'wrong', None if ok else text(day.weekday())).t('.')
        return 'ok' if ok else 'wrong'


class Abbreviated(Gen):
    """One time in two zones named by their abbreviations, in their season or out of it, in brackets and after slashes."""

    # (word, the zone whose clock it names, the offset it says, hours; None: the zone's clock alone)
    WORDS = [('PST', 'America/Los_Angeles', -8), ('PDT', 'America/Los_Angeles', -7), ('PT', 'America/Los_Angeles', None),
             ('EDT', 'America/New_York', -4), ('ET', 'America/New_York', None), ('CST', 'America/Chicago', -6),
             ('CDT', 'America/Chicago', -5), ('MT', 'America/Denver', None), ('UTC', 'UTC', None), ('CEST', 'Europe/Paris', 2),
             ('JST', 'Asia/Tokyo', None), ('AEDT', 'Australia/Sydney', 11), ('AEST', 'Australia/Sydney', 10), ('SGT', 'Asia/Singapore', None),
             ('London', 'Europe/London', None), ('Tokyo', 'Asia/Tokyo', None)]

    def abbreviated(self, p, right):
        day = self.pick([dt.date(2027, 1, 12), dt.date(2027, 7, 14)]) + self.r.randint(0, 20) * DAY
        # "CST" is China's and Cuba's too: US Central for a writer in the United States alone
        us = self.country == 'US' or (self.country is None and self.tz.startswith('America/'))
        words = [w for w in self.WORDS if us or w[0] != 'CST']
        a, b = self.r.sample(words, 2)
        while a[1] == b[1]:
            a, b = self.r.sample(words, 2)
        h, m = self.r.randint(7, 20), self.pick([0, 0, 30])
        style = self.pick(['12h', '12hU', '24h'])
        # each word read as its zone's clock, and, where it says an offset the zone is not on that day, as that offset
        def readings(w):
            zone = ZoneInfo(w[1])
            out = [zone]
            if w[2] is not None and dt.datetime(day.year, day.month, day.day, 12, tzinfo=zone).utcoffset() != dt.timedelta(hours=w[2]):
                out.append(dt.timezone(dt.timedelta(hours=w[2])))
            return out
        main = dt.datetime(day.year, day.month, day.day, h, m, tzinfo=ZoneInfo(a[1])).astimezone(ZoneInfo(b[1]))
        # each side's weekday too, now and then: "9pm ET Thursday = 11am JST Friday"; a wrong one is the
        # source's weekday kept across midnight
        days = self.r.random() < 0.35
        shown = main if right else main + dt.timedelta(hours=self.pick([-2, -1, 1, 2]))
        shown_wd = shown.weekday() if right or not days or shown.date() == day else day.weekday()
        form = self.pick(['{A} ({B})', '{A} / {B}', '{A}, which is {B}'])
        wd_of = lambda k: f' {WEEKDAYS[k]}' if days else ''
        # on the 24-hour clock a corrected hour is padded with a zero where the claim shows one padded
        padded = style == '24h' and (h < 10 or shown.hour < 10)
        clock = lambda hh, mm: f'{hh}:{mm:02d}' if style == '24h' and hh < 10 and not padded else clock_text(hh, mm, style)
        said = lambda t, k=None: form.format(
            A=f'{clock(h, m)} {a[0]}{wd_of(day.weekday())}',
            B=f'{clock(t.hour, t.minute)} {b[0]}{wd_of(t.weekday() if k is None else k)}',
        )
        outs, seen = [], set()
        for za in readings(a):
            for zb in readings(b):
                t = dt.datetime(day.year, day.month, day.day, h, m, tzinfo=za).astimezone(zb)
                if (t.hour, t.minute) in seen:
                    continue
                seen.add((t.hour, t.minute))
                outs.append(((t.hour, t.minute) == (shown.hour, shown.minute) and (not days or t.weekday() == shown_wd), said(t)))
        verdict, fix = combine(outs)
        lead = f"On {day.strftime('%B')} {day.day}, {day.year}, the call is at "
        p.t(lead).c(said(shown, shown_wd), 'conversion', verdict, fix).t('.')
        return verdict


class Heldback(Gen):
    """The same kinds of claim, said other ways."""

    def weekday(self, p, right):
        d = self.near_date(-10, 90)
        while len(years_of(d.month, d.day, self.today)) > 1:
            d = self.near_date(-10, 90)
        wd = d.weekday() if right else (d.weekday() + self.r.randint(1, 6)) % 7
        form = self.pick(['md_paren_full', 'ordinal_the', 'dmy_comma_wd', 'no_comma', 'wd_the'])
        M = MONTHS[d.month - 1]
        if form == 'md_paren_full':
            said, fix = f'{M} {d.day} ({WEEKDAYS[wd]})', f'{M} {d.day} ({WEEKDAYS[d.weekday()]})'
        elif form == 'ordinal_the':
            said, fix = f'{WEEKDAYS[wd]} the {ordinal(d.day)} of {M}', f'{WEEKDAYS[d.weekday()]} the {ordinal(d.day)} of {M}'
        elif form == 'dmy_comma_wd':
            said, fix = f'{WEEKDAYS[wd][:3]} {d.day} {M[:3]} {d.year}', f'{WEEKDAYS[d.weekday()][:3]} {d.day} {M[:3]} {d.year}'
        elif form == 'no_comma':
            said, fix = f'{WEEKDAYS[wd]} {M} {ordinal(d.day)}', f'{WEEKDAYS[d.weekday()]} {M} {ordinal(d.day)}'
        else:
            # "Tuesday the 9th": the next 9th (or one just past, within a week)
            if d < self.today or (d - self.today).days > 25:
                d = self.today + self.r.randint(1, 20) * DAY
            wd = d.weekday() if right else (d.weekday() + self.r.randint(1, 6)) % 7
            said, fix = f'{WEEKDAYS[wd]} the {ordinal(d.day)}', f'{WEEKDAYS[d.weekday()]} the {ordinal(d.day)}'
        ok = wd == d.weekday()
        p.t(self.pick(['Our next sync: ', 'Please hold ', 'The retro moves to ', 'Dinner is on '])).c(said, 'weekday', 'ok' if ok else 'wrong', None if ok else fix).t('.')
        return 'ok' if ok else 'wrong'

    def relative(self, p, right):
        today = self.today
        kind = self.pick(['this_wd', 'in_days_on', 'weeks_from_now', 'biz_in', 'working_after', 'yesterday_appos', 'day_after_wd', 'in_a_fortnight'])
        if kind == 'this_wd':
            wd = (today.weekday() + self.r.randint(1, 6)) % 7
            target = today + dt.timedelta(days=(wd - today.weekday()) % 7)
            said = f'this {WEEKDAYS[wd]}'
        elif kind == 'in_days_on':
            n = self.r.randint(3, 25)
            target, said = today + n * DAY, f'in {n} days'
        elif kind == 'weeks_from_now':
            n = self.r.randint(2, 5)
            target, said = today + 7 * n * DAY, f'{number_text(n, True)} weeks from now'
        elif kind == 'biz_in':
            n = self.r.randint(2, 12)
            off = federal_days_off(today.year) if self.country == 'US' else set()
            target, said = business_add(today, n, off), f'in {n} business days'
        elif kind == 'working_after':
            base = self.near_date(1, 40)
            while len(years_of(base.month, base.day, today)) > 1:
                base = self.near_date(1, 40)
            n = self.r.randint(2, 9)
            off = federal_days_off(base.year) if self.country == 'US' else set()
            target, said = business_add(base, n, off), f'{n} working days after {MONTHS[base.month - 1][:3]} {base.day}'
        elif kind == 'yesterday_appos':
            target, said = today - DAY, 'yesterday'
        elif kind == 'day_after_wd':
            target, said = today + 2 * DAY, 'the day after tomorrow'
        else:
            target, said = today + 14 * DAY, 'in a fortnight'
        shown = target if right else target + self.pick([-2, -1, 1, 3]) * DAY
        style = self.pick(['full_md', 'wd_md', 'iso'])
        def b(x):
            if style == 'full_md':
                return f'{MONTHS[x.month - 1]} {x.day}'
            if style == 'wd_md':
                return f'{WEEKDAYS[x.weekday()][:3]} {MONTHS[x.month - 1][:3]} {x.day}'
            return x.isoformat()
        sep = self.pick([' (', ' - ', ', i.e. ']) if kind != 'working_after' else ' ('
        close = ')' if sep == ' (' else ''
        ok = shown == target
        inner = [(b(shown), 'weekday', 'ok', None)] if style == 'wd_md' else []
        p.t(self.pick(['Ship date: ', 'Reply by ', 'We regroup ', 'Expect the build '])).c(f'{said}{sep}{b(shown)}{close}', 'relative', 'ok' if ok else 'wrong', None if ok else f'{said}{sep}{b(target)}{close}', inner).t('.')
        return 'ok' if ok else 'wrong'

    def holiday(self, p, right):
        us = self.country == 'US' or (self.country is None and self.tz.startswith('America/'))
        pool = [('New Year\'s Day', lambda y: dt.date(y, 1, 1)), ('Christmas Eve', lambda y: dt.date(y, 12, 24)), ('Good Friday', US_HOLIDAYS['Good Friday']), ('Easter', US_HOLIDAYS['Easter Sunday'])]
        if us:
            pool += [('Labor Day', US_HOLIDAYS['Labor Day']), ('Thanksgiving Day', US_HOLIDAYS['Thanksgiving']), ('July 4th', lambda y: dt.date(y, 7, 4)), ("Valentine's Day", lambda y: dt.date(y, 2, 14)), ('Memorial Day', US_HOLIDAYS['Memorial Day'])]
        name, rule = self.pick(pool)
        for y in (self.today.year, self.today.year + 1):
            day = rule(y)
            if day >= self.today - 5 * DAY and years_of(day.month, day.day, self.today) == [day]:
                break
        else:
            return self.weekday(p, right)
        shown = day if right else day + self.pick([-7, -1, 1, 2]) * DAY
        if not right and years_of(shown.month, shown.day, self.today) != [shown]:
            shown = day + DAY
        form = self.pick(['falls_on', 'is_wd', 'paren_wd', 'comma'])
        if form == 'falls_on':
            said, fix = f'{name} falls on {MONTHS[shown.month - 1]} {shown.day}', f'{name} falls on {MONTHS[day.month - 1]} {day.day}'
            inner = []
        elif form == 'is_wd':
            said, fix = f'{name} is {WEEKDAYS[shown.weekday()]}, {MONTHS[shown.month - 1][:3]} {shown.day}', f'{name} is {WEEKDAYS[day.weekday()]}, {MONTHS[day.month - 1][:3]} {day.day}'
            inner = [(f'{WEEKDAYS[shown.weekday()]}, {MONTHS[shown.month - 1][:3]} {shown.day}', 'weekday', 'ok', None)]
        elif form == 'paren_wd':
            said, fix = f'{name} ({WEEKDAYS[shown.weekday()][:3]} {shown.day} {MONTHS[shown.month - 1][:3]})', f'{name} ({WEEKDAYS[day.weekday()][:3]} {day.day} {MONTHS[day.month - 1][:3]})'
            inner = [(f'{WEEKDAYS[shown.weekday()][:3]} {shown.day} {MONTHS[shown.month - 1][:3]}', 'weekday', 'ok', None)]
        else:
            said, fix = f'{name}, {MONTHS[shown.month - 1]} {shown.day}', f'{name}, {MONTHS[day.month - 1]} {day.day}'
            inner = []
        ok = shown == day
        lead = self.pick(['The office is closed on ', 'No deploys on ']) if form in ('paren_wd', 'comma') else self.pick(['Remember that ', 'Note: '])
        p.t(lead).c(said, 'holiday', 'ok' if ok else 'wrong', None if ok else fix, inner).t('.')
        return 'ok' if ok else 'wrong'

    def length(self, p, right):
        start = self.near_date(5, 80)
        while len(years_of(start.month, start.day, self.today)) > 1:
            start = self.near_date(5, 80)
        days = self.r.randint(2, 10)
        end = start + (days - 1) * DAY
        unit = self.pick(['day', 'night'])
        n = days if unit == 'day' else days - 1
        stated = n if right else n + self.pick([-1, 1])
        M = MONTHS[start.month - 1]
        rng = f'{M} {start.day} through {MONTHS[end.month - 1]} {end.day}'
        form = self.pick(['through', 'wd_range'])
        if form == 'wd_range':
            rng = f'{WEEKDAYS[start.weekday()]}, {M[:3]} {start.day} - {WEEKDAYS[end.weekday()]}, {MONTHS[end.month - 1][:3]} {end.day}'
        said = f'{rng}: {stated} {unit}{"s" if stated != 1 else ""}'
        fix = f'{rng}: {n} {unit}{"s" if stated != 1 else ""}'
        ok = stated == n
        inner = [(f'{WEEKDAYS[start.weekday()]}, {M[:3]} {start.day}', 'weekday', 'ok', None), (f'{WEEKDAYS[end.weekday()]}, {MONTHS[end.month - 1][:3]} {end.day}', 'weekday', 'ok', None)] if form == 'wd_range' else []
        p.t(self.pick(['Booking: ', 'Conference: ', 'Leave: '])).c(said, 'range', 'ok' if ok else 'wrong', None if ok else fix, inner).t('.')
        return 'ok' if ok else 'wrong'

    def count(self, p, right):
        target = self.near_date(4, 60)
        while len(years_of(target.month, target.day, self.today)) > 1:
            target = self.near_date(4, 60)
        n = (target - self.today).days
        stated = n if right else n + self.pick([-1, 1, 2])
        said_t = f'{MONTHS[target.month - 1]} {ordinal(target.day)}'
        form = self.pick(['countdown', 'away'])
        if form == 'countdown':
            said, fix = f'{stated} days to go until {said_t}', f'{n} days to go until {said_t}'
        else:
            said, fix = f'{said_t} is {stated} days away', f'{said_t} is {n} days away'
        ok = stated == n
        p.t(self.pick(['Launch countdown: ', 'FYI: '])).c(said, 'count', 'ok' if ok else 'wrong', None if ok else fix).t('.')
        return 'ok' if ok else 'wrong'

    ZONES = [('Pacific', 'America/Los_Angeles'), ('Eastern', 'America/New_York'), ('GMT', 'Europe/London'), ('CET', 'Europe/Paris'), ('EST', 'America/New_York'), ('Tokyo time', 'Asia/Tokyo'), ('Mumbai', 'Asia/Kolkata'), ('Berlin time', 'Europe/Berlin')]

    def conversion(self, p, right):
        day = self.near_date(1, 60)
        while len(years_of(day.month, day.day, self.today)) > 1:
            day = self.near_date(1, 60)
        # GMT and EST name one offset each; in summer people write them for London's and New York's
        # clocks too, so they stay out of summer days rather than be read one way here
        summer = any(dt.datetime(day.year, day.month, day.day, 12, tzinfo=ZoneInfo(z)).dst() for z in ('Europe/London', 'America/New_York'))
        pool = [z for z in self.ZONES if not (summer and z[0] in ('GMT', 'EST'))]
        zs = self.r.sample(pool, 2)
        while zs[0][1] == zs[1][1]:
            zs = self.r.sample(pool, 2)
        h, m = self.r.randint(8, 17), self.pick([0, 0, 30])
        src = dt.datetime(day.year, day.month, day.day, h, m, tzinfo=ZoneInfo(zs[0][1]))
        tgt = src.astimezone(ZoneInfo(zs[1][1]))
        shown = tgt if right else tgt + dt.timedelta(hours=self.pick([-1, 1]))
        st = self.pick(['12hU', '12h'])
        def t(x, z):
            return f'{clock_text(x.hour, x.minute, st)} {z[0]}'
        sep = self.pick([' = ', ' / ', ' ('])
        close = ')' if sep == ' (' else ''
        said = f'{t(src, zs[0])}{sep}{t(shown, zs[1])}{close}'
        fix = f'{t(src, zs[0])}{sep}{t(tgt, zs[1])}{close}'
        ok = shown == tgt
        p.t(f'Call on {MONTHS[day.month - 1]} {day.day} at ').c(said, 'conversion', 'ok' if ok else 'wrong', None if ok else fix).t('.')
        return 'ok' if ok else 'wrong'

    def clock_change(self, p, right):
        zone = self.pick([('', self.tz), ('British Summer Time', 'Europe/London'), ('US', 'America/New_York')])
        year = self.today.year if self.r.random() < 0.5 else self.today.year + 1
        changes = clock_changes(zone[1], year)
        if not changes:
            return self.weekday(p, right)
        direction, day = self.pick(changes)
        shown = day if right else day + self.pick([-7, 7]) * DAY
        if zone[0] == 'British Summer Time':
            cue = 'British Summer Time ends' if direction == 'back' else 'British Summer Time begins'
            said_cue = cue
        elif zone[0] == 'US':
            said_cue = 'daylight saving time ends' if direction == 'back' else 'daylight saving time starts'
        else:
            said_cue = 'the clocks fall back' if direction == 'back' else 'the clocks spring forward'
        date_said = f'{WEEKDAYS[shown.weekday()]}, {MONTHS[shown.month - 1]} {shown.day}, {shown.year}'
        fix_date = f'{WEEKDAYS[day.weekday()]}, {MONTHS[day.month - 1]} {day.day}, {day.year}'
        lead = 'In the US, ' if zone[0] == 'US' else ''
        cue_text = said_cue[4:] if said_cue.startswith('the ') else said_cue
        pre = 'the ' if said_cue.startswith('the ') else ''
        ok = shown == day
        p.t(lead + (pre.capitalize() if not lead else pre)).c(f'{cue_text} on {date_said}', 'clock_change', 'ok' if ok else 'wrong', None if ok else f'{cue_text} on {fix_date}', [(date_said, 'weekday', 'ok', None)]).t('.')
        return 'ok' if ok else 'wrong'

    def year(self, p, right):
        later = self.today + dt.timedelta(days=self.r.randint(15, 60))
        written = later if right else later.replace(year=later.year - 1)
        said = f'{MONTHS[written.month - 1][:3]} {written.day}, {written.year}'
        lead = self.pick(["We'll reconvene on ", 'The contract renews on ', 'Next quarter starts '])
        if right:
            p.t(lead).c(said, 'year', 'not_wrong').t('.')
            return 'ok'
        p.t(lead).c(said, 'year', 'wrong', f'{MONTHS[later.month - 1][:3]} {later.day}, {later.year}').t('.')
        return 'wrong'

KINDS = ['weekday', 'relative', 'holiday', 'length', 'count', 'conversion', 'clock_change', 'year']
NOWS = [('2026-12-06T10:00', 'America/New_York', 'US'), ('2026-12-10T09:30', 'America/New_York', None), ('2026-03-02T08:00', 'America/Los_Angeles', 'US'),
        ('2027-01-08T16:00', 'America/New_York', 'US'), ('2026-10-20T12:00', 'Europe/London', 'GB'), ('2026-06-17T11:00', 'America/Chicago', None),
        ('2026-09-01T14:00', 'Europe/Berlin', None), ('2026-11-18T08:45', 'America/New_York', 'US'), ('2027-02-24T10:00', 'Europe/London', None)]

WRAPPERS = [
    ('Hi team,\n\n', '\n\nThanks,\nAna'),
    ('Hi all,\n\nA few dates for the calendar. ', '\n\nBest,\nSam (sent from my phone)'),
    ('Itinerary\n- ', '\n- Return flight TBD.'),
    ('Trip plan (draft 3)\n- ', '\n- Budget: $2,400 for 2 people.'),
    ('Release notes v2.4.1\n', '\nSee the changelog for details (40 fixes, 3 new APIs).'),
    ('## What is new in 3.2\n', '\nThanks to the 12 contributors of this release.'),
    ('Subject: Planning sync\nWhen: see below\n', '\nAgenda: roadmap, hiring, Q3 budget.'),
    ('Invitation: Quarterly review\nWhere: Room 4B / Zoom\n', '\nPlease accept or decline by replying to this invite.'),
    ('Quick update: ', ' Let me know if anything looks off.'),
]

# sentences with numbers, times and words that are no date claims, and plain dates with nothing to check
NOISE = ['We closed 14 tickets and 3 bugs remain.', 'The deck is 20 slides long.', 'Lunch is at noon.', 'Dial-in: 555-0134, code 8812.',
         'Version 2.10 fixes the login bug.', 'We meet every Monday at 9.', 'The report (last updated Nov 30) is attached.',
         'Price: $1,299, 20% off until further notice.', 'The 1990s build is retired.', 'Expect 2-3 hours of downtime.',
         'March is budget month.', 'It may rain, so bring a coat.']


def build(set_name, seed, cases_wanted):
    rnd = random.Random(seed)
    cases = []
    i = 0
    while sum(len(c['claims']) for c in cases) < cases_wanted:
        now, tz, country = rnd.choice(NOWS)
        now_dt = dt.datetime.fromisoformat(now)
        g = {'heldback': Heldback, 'years': YearSaid, 'conversions': Abbreviated}.get(set_name, Gen)(rnd, now_dt.date(), now_dt.time(), country)
        g.tz = tz
        head, tail = rnd.choice(WRAPPERS)
        p = Passage().t(head)
        kinds = (
            ['year_said'] * rnd.randint(2, 4) if set_name == 'years'
            else ['abbreviated'] * rnd.randint(2, 4) if set_name == 'conversions'
            else rnd.sample(KINDS, rnd.randint(3, 5))
        )
        listed = head.endswith('- ')
        for n, kind in enumerate(kinds):
            if n:
                p.t(rnd.choice(['\n- ']) if listed else rnd.choice([' ', '\n', ' Also, ', ' ']))
            if rnd.random() < 0.3:
                p.t(rnd.choice(NOISE) + ('\n- ' if listed else ' '))
            # about half of the claims wrong
            claims = [c for k in cases for c in k['claims']] + p.claims
            wrong = sum(1 for c in claims if c['expected'] == 'wrong')
            right = (wrong * 2 >= len(claims)) if rnd.random() < 0.8 else rnd.random() < 0.5
            getattr(g, kind)(p, right)
        p.t(tail)
        case = {'id': f'{set_name}-{i:03d}', 'now': now, 'timezone': tz, 'text': p.text, 'claims': p.claims}
        if country:
            case['country'] = country
        cases.append(case)
        i += 1
    return cases


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--set', choices=['main', 'heldback', 'years', 'conversions'], default='main')
    args = ap.parse_args()
    seed = {'main': 20261206, 'heldback': 20270314, 'years': 20261207, 'conversions': 20261208}[args.set]
    cases = build(args.set, seed, {'main': 320, 'heldback': 150, 'years': 120, 'conversions': 200}[args.set])
    hebcal = subprocess.run(['hebcal', '--version'], capture_output=True, text=True).stdout.strip()
    import dateutil
    out = {
        'provenance': {
            'generator': 'test/check-dates-oracle.py',
            'command': f'/usr/bin/python3 test/check-dates-oracle.py --set {args.set}',
            'set': args.set,
            'seed': seed,
            'python': sys.version.split()[0],
            'dateutil': dateutil.__version__,
            'hebcal': hebcal,
            'diwali': 'test/fixtures/duckling-indian-festivals.json (Duckling: Dhanteras + 2 days)',
            'zoneinfo': 'the system tz database (zoneinfo)',
        },
        'cases': cases,
    }
    json.dump(out, sys.stdout, indent=1, ensure_ascii=True)
    sys.stdout.write('\n')


if __name__ == '__main__':
    main()
