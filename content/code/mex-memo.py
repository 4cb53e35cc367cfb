from functools import cache

k = int(input())
s = list(map(int, input().split()))
n = int(input())


@cache
def grundy(n):
    seen = {grundy(n - t) for t in s if t <= n}
    g = 0
    while g in seen:
        g += 1
    return g


print(*(grundy(i) for i in range(n + 1)))
