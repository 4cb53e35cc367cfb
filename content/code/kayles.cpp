#include <bits/stdc++.h>
using namespace std;

int main() {
    const int L = 200;
    vector<int> g(L, 0);
    for (int n = 1; n < L; n++) {
        set<int> seen;
        for (int take = 1; take <= 2 && take <= n; take++)
            for (int a = 0; a <= n - take; a++) seen.insert(g[a] ^ g[n - take - a]);
        while (seen.count(g[n])) g[n]++;
    }
    auto value = [&](long long n) {
        if (n >= 71) n = 71 + (n - 71) % 12;
        return g[n];
    };
    int m;
    cin >> m;
    int x = 0;
    for (int i = 0; i < m; i++) {
        long long a;
        cin >> a;
        x ^= value(a);
    }
    cout << x << '\n';
}
