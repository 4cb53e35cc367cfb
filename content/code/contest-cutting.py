import sys

sheets = list(map(int, sys.stdin.read().split()))
W = max(sheets[0::2])
H = max(sheets[1::2])

g = [[0] * (H + 1) for _ in range(W + 1)]
for w in range(2, W + 1):
    for h in range(2, H + 1):
        seen = {g[a][h] ^ g[w - a][h] for a in range(2, w // 2 + 1)}
        seen.update(g[w][b] ^ g[w][h - b] for b in range(2, h // 2 + 1))
        v = 0
        while v in seen:
            v += 1
        g[w][h] = v

for w, h in zip(sheets[0::2], sheets[1::2]):
    print("WIN" if g[w][h] != 0 else "LOSE")
