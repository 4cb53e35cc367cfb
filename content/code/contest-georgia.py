import sys

tokens = iter(map(int, sys.stdin.read().split()))
for _ in range(next(tokens)):
    n = next(tokens)
    p = sorted(next(tokens) for _ in range(n))
    if n % 2 == 1:
        p.insert(0, 0)
    x = 0
    for left, right in zip(p[0::2], p[1::2]):
        x ^= right - left - 1
    print("Georgia will win" if x != 0 else "Bob will win")
