h, w = map(int, input().split())
s = [input() for _ in range(h)]

g = [[0] * w for _ in range(h)]
for r in range(h):
    for c in range(w):
        if s[r][c] == "#":
            continue
        if s[r][c] == "F":
            fr, fc = r, c
        seen = set()
        k = c - 1
        while k >= 0 and s[r][k] != "#":
            seen.add(g[r][k])
            k -= 1
        k = r - 1
        while k >= 0 and s[k][c] != "#":
            seen.add(g[k][c])
            k -= 1
        while g[r][c] in seen:
            g[r][c] += 1
print(g[fr][fc])
