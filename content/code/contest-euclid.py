import sys

tokens = iter(map(int, sys.stdin.read().split()))
for _ in range(next(tokens)):
    b, a = sorted((next(tokens), next(tokens)))
    first = True
    while a % b != 0 and a < 2 * b:
        a, b = b, a - b
        first = not first
    print("First" if first else "Second")
