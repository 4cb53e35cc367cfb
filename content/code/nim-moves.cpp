#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> a(n);
    long long x = 0;
    for (auto &v : a) cin >> v, x ^= v;
    vector<pair<int, long long>> moves;
    for (int i = 0; i < n; i++)
        if ((a[i] ^ x) < a[i]) moves.push_back({i + 1, a[i] - (a[i] ^ x)});
    cout << moves.size() << '\n';
    for (auto [i, k] : moves) cout << i << ' ' << k << '\n';
}
