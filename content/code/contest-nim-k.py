n, k = map(int, input().split())
a = list(map(int, input().split()))
first = any(sum(v >> bit & 1 for v in a) % (k + 1) != 0 for bit in range(31))
print("First" if first else "Second")
