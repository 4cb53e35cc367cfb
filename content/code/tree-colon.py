import sys

data = sys.stdin.read().split()
n = int(data[0])
adj = [[] for _ in range(n + 1)]
for i in range(n - 1):
    x, y = int(data[1 + 2 * i]), int(data[2 + 2 * i])
    adj[x].append(y)
    adj[y].append(x)

parent = [0] * (n + 1)
parent[1] = -1
order = []
stack = [1]
while stack:
    v = stack.pop()
    order.append(v)
    for c in adj[v]:
        if c != parent[v]:
            parent[c] = v
            stack.append(c)

g = [0] * (n + 1)
for v in reversed(order[1:]):
    g[parent[v]] ^= g[v] + 1
print(g[1])
