#include <bits/stdc++.h>
using namespace std;

int main() {
    int t;
    cin >> t;
    while (t--) {
        int n;
        cin >> n;
        vector<int> p(n);
        for (auto &v : p) cin >> v;
        sort(p.begin(), p.end());
        if (n % 2 == 1) p.insert(p.begin(), 0);
        int x = 0;
        for (size_t i = 0; i < p.size(); i += 2) x ^= p[i + 1] - p[i] - 1;
        cout << (x != 0 ? "Georgia will win" : "Bob will win") << '\n';
    }
}
