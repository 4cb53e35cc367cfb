import sys

L = 83
g = [0] * L
for n in range(1, L):
    seen = set()
    for take in range(1, min(2, n) + 1):
        for left in range(n - take + 1):
            seen.add(g[left] ^ g[n - take - left])
    while g[n] in seen:
        g[n] += 1

n, *rows = map(int, sys.stdin.read().split())
total = 0
for a in rows:
    if a >= 71:
        a = 71 + (a - 71) % 12
    total ^= g[a]
print("First" if total else "Second")
