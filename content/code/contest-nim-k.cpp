#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, k;
    cin >> n >> k;
    vector<long long> a(n);
    for (auto &v : a) cin >> v;
    bool first = false;
    for (int bit = 0; bit < 31; bit++) {
        int ones = 0;
        for (long long v : a) ones += v >> bit & 1;
        if (ones % (k + 1) != 0) first = true;
    }
    cout << (first ? "First" : "Second") << '\n';
}
