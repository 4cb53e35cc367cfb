m = int(input())
bars = [tuple(map(int, input().split())) for _ in range(m)]
H = max(h for h, w in bars)
W = max(w for h, w in bars)

g = [[0] * (W + 1) for _ in range(H + 1)]
for h in range(1, H + 1):
    for w in range(1, W + 1):
        seen = {0}
        seen.update(g[a][w] for a in range(1, h))
        seen.update(g[h][b] for b in range(1, w))
        v = 0
        while v in seen:
            v += 1
        g[h][w] = v

x = 0
for h, w in bars:
    x ^= g[h][w]
print(x)
