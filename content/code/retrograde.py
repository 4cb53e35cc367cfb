import sys
from collections import deque

data = sys.stdin.read().split()
n, m = int(data[0]), int(data[1])
rev = [[] for _ in range(n)]
deg = [0] * n
for i in range(m):
    u, v = int(data[2 + 2 * i]) - 1, int(data[3 + 2 * i]) - 1
    rev[v].append(u)
    deg[u] += 1
res = ["D"] * n
q = deque()
for v in range(n):
    if deg[v] == 0:
        res[v] = "L"
        q.append(v)
while q:
    v = q.popleft()
    for u in rev[v]:
        if res[u] != "D":
            continue
        if res[v] == "L":
            res[u] = "W"
            q.append(u)
        else:
            deg[u] -= 1
            if deg[u] == 0:
                res[u] = "L"
                q.append(u)
print("".join(res))
