MOD = (1 << 61) - 1
BASE = 1000003

k = int(input())
s = list(map(int, input().split()))
count = int(input())
heaps = list(map(int, input().split()))

m = max(s)
top = pow(BASE, m, MOD)
g = bytearray()
first = {}
h = 0
i = 0
while True:
    if i >= m:
        if h in first:
            e = first[h]
            if g[e - m:e] == g[i - m:i]:
                start, period = e - m, i - e
                break
        elif i % m == 0:
            first[h] = i
    seen = {g[i - t] for t in s if t <= i}
    v = 0
    while v in seen:
        v += 1
    g.append(v)
    h = h * BASE + v + 1
    if i >= m:
        h -= (g[i - m] + 1) * top
    h %= MOD
    i += 1


def value(n):
    if n >= start:
        n = start + (n - start) % period
    return g[n]


x = 0
for n in heaps:
    x ^= value(n)
print("First" if x != 0 else "Second")
