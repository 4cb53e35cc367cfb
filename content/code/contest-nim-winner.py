n = int(input())
a = list(map(int, input().split()))
x = 0
for v in a:
    x ^= v
print("First" if x != 0 else "Second")
