from functools import reduce
from operator import xor

n = int(input())
a = list(map(int, input().split()))
print("First" if reduce(xor, a, 0) != 0 else "Second")
