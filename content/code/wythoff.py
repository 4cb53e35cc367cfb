from math import isqrt

t = int(input())
for _ in range(t):
    x, y = sorted(map(int, input().split()))
    d = y - x
    print("Second" if x == (d + isqrt(5 * d * d)) // 2 else "First")
