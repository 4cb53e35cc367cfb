#include <bits/stdc++.h>
using namespace std;

int main() {
    int k;
    cin >> k;
    vector<int> s(k);
    for (auto &t : s) cin >> t;
    int m = *max_element(s.begin(), s.end());
    const unsigned long long base = 1000003;
    unsigned long long top = 1;
    for (int i = 0; i < m; i++) top *= base;
    vector<unsigned char> g;
    unordered_map<unsigned long long, long long> first;
    unsigned long long hash = 0;
    long long start = 0, period = 0;
    for (long long i = 0;; i++) {
        if (i >= m) {
            auto it = first.find(hash);
            if (it != first.end()) {
                long long e = it->second;
                if (equal(g.begin() + e - m, g.begin() + e, g.begin() + i - m)) {
                    start = e - m;
                    period = i - e;
                    break;
                }
            } else if (i % m == 0) {
                first[hash] = i;
            }
        }
        int mask = 0;
        for (int t : s)
            if (t <= i) mask |= 1 << g[i - t];
        int v = 0;
        while (mask >> v & 1) v++;
        g.push_back(v);
        hash = hash * base + v + 1;
        if (i >= m) hash -= (g[i - m] + 1ULL) * top;
    }
    auto value = [&](long long h) {
        if (h >= start) h = start + (h - start) % period;
        return g[h];
    };
    int count, x = 0;
    cin >> count;
    for (int j = 0; j < count; j++) {
        long long h;
        cin >> h;
        x ^= value(h);
    }
    cout << (x != 0 ? "First" : "Second") << '\n';
}
