n = int(input())
a = list(map(int, input().split()))
x = 0
for v in a:
    x ^= v
large = [i for i, v in enumerate(a) if v >= 2]
ones = a.count(1)
if not large:
    print("Second" if ones % 2 == 1 else "First\n1 1")
elif len(large) == 1:
    i = large[0]
    keep = 0 if ones % 2 == 1 else 1
    print("First")
    print(i + 1, a[i] - keep)
else:
    moves = [(i + 1, v - (v ^ x)) for i, v in enumerate(a) if v ^ x < v]
    if moves:
        print("First")
        print(*moves[0])
    else:
        print("Second")
