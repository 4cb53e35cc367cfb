t = int(input())
for _ in range(t):
    b, a = sorted(map(int, input().split()))
    first = True
    while a % b != 0 and a < 2 * b:
        a, b = b, a - b
        first = not first
    print("First" if first else "Second")
