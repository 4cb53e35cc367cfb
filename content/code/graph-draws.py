import sys
from collections import deque

data = sys.stdin.read().split()
n, m = int(data[0]), int(data[1])
out = [[] for _ in range(n)]
rev = [[] for _ in range(n)]
for i in range(m):
    u, v = int(data[2 + 2 * i]) - 1, int(data[3 + 2 * i]) - 1
    out[u].append(v)
    rev[v].append(u)
cnt = [len(out[v]) for v in range(n)]
res = ["D"] * n
q = deque(v for v in range(n) if cnt[v] == 0)
for v in q:
    res[v] = "L"
while q:
    v = q.popleft()
    for u in rev[v]:
        if res[u] != "D":
            continue
        if res[v] == "L":
            res[u] = "W"
            q.append(u)
        else:
            cnt[u] -= 1
            if cnt[u] == 0:
                res[u] = "L"
                q.append(u)
lines = []
for v in range(n):
    if res[v] == "L":
        lines.append("L")
    else:
        want = "L" if res[v] == "W" else "D"
        best = min(w for w in out[v] if res[w] == want)
        lines.append(f"{res[v]} {best + 1}")
print("\n".join(lines))
