m = int(input())
x = 0
for _ in range(m):
    h, w = map(int, input().split())
    x ^= ((h - 1) ^ (w - 1)) + 1
print("First" if x != 0 else "Second")
