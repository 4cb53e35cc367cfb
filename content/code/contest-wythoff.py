import sys
from math import isqrt

t, *values = map(int, sys.stdin.read().split())
answers = []
for i in range(t):
    x, y = sorted(values[2 * i : 2 * i + 2])
    k = y - x
    answers.append("Second" if x == (k + isqrt(5 * k * k)) // 2 else "First")
print("\n".join(answers))
