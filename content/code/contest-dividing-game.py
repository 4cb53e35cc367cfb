import sys

M = 100000
smallest = list(range(M + 1))
for p in range(2, int(M**0.5) + 1):
    if smallest[p] == p:
        for q in range(p * p, M + 1, p):
            if smallest[q] == q:
                smallest[q] = p
omega = [0] * (M + 1)
for v in range(2, M + 1):
    omega[v] = omega[v // smallest[v]] + 1

n, *numbers = map(int, sys.stdin.read().split())
total = 0
for a in numbers:
    total ^= omega[a]
print("Anna" if total else "Bruno")
