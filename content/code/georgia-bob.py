n = int(input())
p = sorted(map(int, input().split()))
if n % 2 == 1:
    p.insert(0, 0)
x = 0
for i in range(0, len(p), 2):
    x ^= p[i + 1] - p[i] - 1
print("First" if x != 0 else "Second")
