n = int(input())
a = list(map(int, input().split()))
x = 0
for v in a:
    x ^= v
moves = [(i + 1, v - (v ^ x)) for i, v in enumerate(a) if v ^ x < v]
print(len(moves))
for i, k in moves:
    print(i, k)
