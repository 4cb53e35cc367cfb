#include <bits/stdc++.h>
using namespace std;

int main() {
    const int L = 83;
    vector<int> g(L, 0);
    for (int n = 1; n < L; n++) {
        vector<bool> seen(L, false);
        for (int take = 1; take <= min(2, n); take++)
            for (int left = 0; left + take <= n; left++) seen[g[left] ^ g[n - take - left]] = true;
        while (seen[g[n]]) g[n]++;
    }
    int n;
    cin >> n;
    int total = 0;
    for (int i = 0; i < n; i++) {
        long long a;
        cin >> a;
        if (a >= 71) a = 71 + (a - 71) % 12;
        total ^= g[a];
    }
    cout << (total != 0 ? "First" : "Second") << '\n';
}
