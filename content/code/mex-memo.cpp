#include <bits/stdc++.h>
using namespace std;

vector<int> s, memo;

int grundy(int n) {
    if (memo[n] >= 0) return memo[n];
    set<int> seen;
    for (int t : s)
        if (t <= n) seen.insert(grundy(n - t));
    int g = 0;
    while (seen.count(g)) g++;
    return memo[n] = g;
}

int main() {
    int k, n;
    cin >> k;
    s.resize(k);
    for (auto &t : s) cin >> t;
    cin >> n;
    memo.assign(n + 1, -1);
    for (int i = 0; i <= n; i++) cout << grundy(i) << (i < n ? ' ' : '\n');
}
