import sys
from functools import cache


@cache
def grundy(w, h):
    seen = set()
    for a in range(2, w - 1):
        seen.add(grundy(a, h) ^ grundy(w - a, h))
    for b in range(2, h - 1):
        seen.add(grundy(w, b) ^ grundy(w, h - b))
    g = 0
    while g in seen:
        g += 1
    return g


for line in sys.stdin:
    if line.strip():
        w, h = map(int, line.split())
        print(grundy(w, h))
