n = int(input())
a = list(map(int, input().split()))
x = 0
for v in a:
    x ^= v
large = sum(1 for v in a if v >= 2)
ones = a.count(1)
if large == 0:
    answer = ones if ones % 2 == 0 else 0
elif large == 1:
    answer = 1
else:
    answer = sum(1 for v in a if v ^ x < v)
print(answer)
