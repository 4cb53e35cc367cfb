k = int(input())
s = list(map(int, input().split()))
m = int(input())
h = list(map(int, input().split()))

w = max(s)
g = []
first = {}
n = 0
while True:
    if n >= w:
        window = tuple(g[n - w:])
        if window in first:
            start, period = first[window], n - first[window]
            break
        first[window] = n
    seen = {g[n - t] for t in s if t <= n}
    v = 0
    while v in seen:
        v += 1
    g.append(v)
    n += 1


def value(n):
    if n >= start:
        n = start + (n - start) % period
    return g[n]


x = 0
for n in h:
    x ^= value(n)
print(x)
