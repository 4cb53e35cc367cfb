import sys

data = sys.stdin.read().split()
h, w = int(data[0]), int(data[1])
s = data[2 : 2 + h]
g = [[0] * w for _ in range(h)]
above = [0] * w
for r in range(h):
    left = 0
    for c in range(w):
        if s[r][c] == "#":
            left = 0
            above[c] = 0
            continue
        seen = left | above[c]
        value = (~seen & (seen + 1)).bit_length() - 1
        g[r][c] = value
        left |= 1 << value
        above[c] |= 1 << value
k = int(data[2 + h])
total = 0
for i in range(k):
    r, c = int(data[3 + h + 2 * i]), int(data[4 + h + 2 * i])
    total ^= g[r - 1][c - 1]
print("First" if total else "Second")
