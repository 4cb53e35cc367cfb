#include <bits/stdc++.h>
using namespace std;

int main() {
    int k, m;
    cin >> k;
    vector<int> s(k);
    for (auto &t : s) cin >> t;
    int w = *max_element(s.begin(), s.end());
    vector<int> g;
    map<vector<int>, int> first;
    int start = -1, period = -1;
    for (int n = 0; period < 0; n++) {
        if (n >= w) {
            vector<int> window(g.end() - w, g.end());
            auto [it, fresh] = first.emplace(window, n);
            if (!fresh) start = it->second, period = n - it->second;
        }
        vector<bool> seen(k + 1, false);
        for (int t : s)
            if (t <= n) seen[g[n - t]] = true;
        int v = 0;
        while (seen[v]) v++;
        g.push_back(v);
    }
    auto value = [&](long long h) {
        if (h >= start) h = start + (h - start) % period;
        return g[h];
    };
    cin >> m;
    int x = 0;
    for (int i = 0; i < m; i++) {
        long long h;
        cin >> h;
        x ^= value(h);
    }
    cout << x << '\n';
}
