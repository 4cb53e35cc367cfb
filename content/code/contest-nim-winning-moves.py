n = int(input())
a = list(map(int, input().split()))
x = 0
for v in a:
    x ^= v
print(sum(1 for v in a if v ^ x < v))
