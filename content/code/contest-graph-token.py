import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    rev = [[] for _ in range(n)]
    deg = [0] * n
    for i in range(m):
        u, v = int(data[2 + 2 * i]) - 1, int(data[3 + 2 * i]) - 1
        rev[v].append(u)
        deg[u] += 1
    # 0: undecided, 1: Win, 2: Lose.
    res = [0] * n
    q = [v for v in range(n) if deg[v] == 0]
    for v in q:
        res[v] = 2
    for v in q:
        for u in rev[v]:
            if res[u]:
                continue
            if res[v] == 2:
                res[u] = 1
                q.append(u)
            else:
                deg[u] -= 1
                if deg[u] == 0:
                    res[u] = 2
                    q.append(u)
    words = ["Draw", "Win", "Lose"]
    print("\n".join(words[r] for r in res))


main()
