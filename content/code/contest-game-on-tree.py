import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    adj = [[] for _ in range(n + 1)]
    for i in range(n - 1):
        x, y = int(data[2 * i + 1]), int(data[2 * i + 2])
        adj[x].append(y)
        adj[y].append(x)
    parent = [0] * (n + 1)
    order = [1]
    for v in order:
        for u in adj[v]:
            if u != parent[v]:
                parent[u] = v
                order.append(u)
    g = [0] * (n + 1)
    for v in reversed(order[1:]):
        g[parent[v]] ^= g[v] + 1
    print("Alice" if g[1] else "Bob")


main()
