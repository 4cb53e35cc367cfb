n, k = map(int, input().split())
print("First" if (n - 1) % (k + 1) != 0 else "Second")
