L = 200
g = [0] * L
for n in range(1, L):
    seen = set()
    for take in (1, 2):
        for a in range(n - take + 1):
            seen.add(g[a] ^ g[n - take - a])
    while g[n] in seen:
        g[n] += 1


def value(n):
    if n >= 71:
        n = 71 + (n - 71) % 12
    return g[n]


m = int(input())
x = 0
for a in map(int, input().split()):
    x ^= value(a)
print(x)
