#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> a(n);
    long long x = 0;
    int large = 0, ones = 0;
    for (auto &v : a) {
        cin >> v;
        x ^= v;
        large += v >= 2;
        ones += v == 1;
    }
    if (large == 0) {
        if (ones % 2 == 1) {
            cout << "Second\n";
            return 0;
        }
        cout << "First\n" << 1 << ' ' << 1 << '\n';
        return 0;
    }
    if (large == 1) {
        for (int i = 0; i < n; i++)
            if (a[i] >= 2) {
                long long keep = ones % 2 == 1 ? 0 : 1;
                cout << "First\n" << i + 1 << ' ' << a[i] - keep << '\n';
            }
        return 0;
    }
    for (int i = 0; i < n; i++)
        if ((a[i] ^ x) < a[i]) {
            cout << "First\n" << i + 1 << ' ' << a[i] - (a[i] ^ x) << '\n';
            return 0;
        }
    cout << "Second\n";
}
